import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dockerEngineAvailable } from './docker.ts';
import { startKafkaContainer } from './containers.ts';
import { repoRoot } from './running-app.ts';

const run = promisify(execFile);
const script = path.join(repoRoot, 'infra/kafka/kafka.sh');

/** CI sets REQUIRE_KAFKA=1: then a missing broker fails the Kafka tests instead of skipping them. */
export const kafkaRequired = () => process.env.REQUIRE_KAFKA === '1';

const onPath = async (command: string) =>
  run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );

/** Java and Maven are what infra/kafka/kafka.sh needs to fetch and run the broker. */
export const canLaunchMavenKafka = async () => (await onPath('java')) && (await onPath('mvn'));

export type MavenKafka = {
  brokers: string;
  dir: string;
  /** Stops the broker; its data and ports stay for `start`. */
  stop: () => Promise<void>;
  /** Starts it again on the same ports with the same data. */
  start: () => Promise<void>;
  /** SIGKILLs the broker's JVM (no clean shutdown) and resolves once it is gone; returns its pid. */
  kill: () => Promise<number>;
  /** Stops it and deletes its data. */
  remove: () => Promise<void>;
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A broker of its own (infra/kafka/kafka.sh) in a fresh folder, on free loopback ports. */
export const startMavenKafka = async (): Promise<MavenKafka> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-kafka-'));
  const start = async () => {
    const { stdout } = await run('bash', [script, 'start', '--dir', dir], { timeout: 180_000 });
    const match = /KAFKA_BROKERS=(\S+)/.exec(stdout);
    if (!match?.[1]) throw new Error(`kafka.sh printed no address: ${stdout}`);
    return match[1];
  };
  const stop = async () => void (await run('bash', [script, 'stop', '--dir', dir], { timeout: 60_000 }));
  const kill = async () => {
    // kafka.sh starts the JVM itself in the background (setsid, nohup exec): its pid is the broker's.
    const pid = Number((await readFile(path.join(dir, 'kafka.pid'), 'utf8')).trim());
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
    return pid;
  };
  const brokers = await start();
  return {
    brokers,
    dir,
    stop,
    start: async () => void (await start()),
    kill,
    remove: async () => {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
};

export type ResolvedKafka = { brokers: string; source: string; stop: () => Promise<void> } | { skip: string };

/**
 * The broker for the Kafka tests: KAFKA_BROKERS when set, else a Testcontainers broker where a
 * Docker engine answers, else one launched from Maven Central's jars (Java and Maven needed),
 * else none, with the reason (an error when Kafka tests are required).
 */
export const resolveKafka = async (): Promise<ResolvedKafka> => {
  if (process.env.KAFKA_BROKERS) {
    return { brokers: process.env.KAFKA_BROKERS, source: 'KAFKA_BROKERS', stop: async () => {} };
  }
  if (await dockerEngineAvailable()) {
    const container = await startKafkaContainer();
    return { brokers: container.brokers, source: 'Testcontainers', stop: container.stop };
  }
  if (await canLaunchMavenKafka()) {
    const broker = await startMavenKafka();
    return { brokers: broker.brokers, source: 'infra/kafka/kafka.sh', stop: broker.remove };
  }
  const reason =
    'no Kafka broker: set KAFKA_BROKERS, run a Docker engine, or install Java 17 and Maven (infra/kafka/kafka.sh); Kafka tests skipped';
  if (kafkaRequired()) throw new Error(`Kafka tests are required (REQUIRE_KAFKA=1), but ${reason}`);
  return { skip: reason };
};
