#!/usr/bin/env bash
# A single-node Kafka (KRaft, broker and controller in one JVM) on 127.0.0.1, run from the jars that
# infra/kafka/pom.xml copies from Maven Central. No Docker needed (notes/kafka-broker.md).
#
#   infra/kafka/kafka.sh fetch                 copy the jars into .cache/kafka-libs if missing
#   infra/kafka/kafka.sh start [--dir DIR]     start (or restart on the same ports and data) and
#                                              print `export KAFKA_BROKERS=127.0.0.1:<port>`
#   infra/kafka/kafka.sh stop  [--dir DIR]     stop the broker by its PID
#   infra/kafka/kafka.sh status [--dir DIR]    say whether it runs and where
#   infra/kafka/kafka.sh clean [--dir DIR]     stop it and delete its data
#
# So `eval "$(infra/kafka/kafka.sh start)"` starts it and sets KAFKA_BROKERS. DIR defaults to
# .cache/kafka-run; a second broker needs a second DIR. Progress goes to stderr.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
libs="${KAFKA_LIBS_DIR:-$root/.cache/kafka-libs}"
command="${1:-}"
shift || true
dir="$root/.cache/kafka-run"
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) dir="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
props="$dir/server.properties"
pidfile="$dir/kafka.pid"
out="$dir/kafka.out"

say() { echo "kafka: $*" >&2; }

fetch() {
  if compgen -G "$libs/kafka_2.13-*.jar" >/dev/null; then return; fi
  command -v mvn >/dev/null || { say "Maven (mvn) is needed to fetch the broker's jars"; exit 1; }
  say "fetching the broker's jars from Maven Central into $libs ..."
  mvn -B -q -f "$here/pom.xml" -Dkafka.libs="$libs" dependency:copy-dependencies >&2
}

running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

setting() { sed -n "s/^$1=//p" "$props"; }

write_properties() {
  local port controller
  port="${KAFKA_PORT:-$(free_port)}"
  controller="$(free_port)"
  while [ "$controller" = "$port" ]; do controller="$(free_port)"; done
  cat >"$props" <<PROPS
# Written by infra/kafka/kafka.sh: one KRaft node, loopback only, replication factor 1.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data
num.partitions=6
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=6
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=6
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
num.recovery.threads.per.data.dir=1
background.threads=4
log.cleaner.enable=false
PROPS
}

java_opts=(
  -Xms64m -Xmx384m -XX:+UseSerialGC -Djava.awt.headless=true
  "-Dlog4j.configuration=file:$here/log4j.properties"
  -cp "$libs/*"
)

start() {
  command -v java >/dev/null || { say "Java is needed to run the broker"; exit 1; }
  fetch
  if running; then
    say "already running (pid $(cat "$pidfile"))"
  else
    [ -f "$props" ] || write_properties
    if [ ! -f "$dir/cluster-id" ]; then
      java "${java_opts[@]}" kafka.tools.StorageTool random-uuid >"$dir/cluster-id"
    fi
    # A fresh log per run, so the readiness line below is this run's.
    [ -f "$out" ] && mv "$out" "$out.previous"
    java "${java_opts[@]}" kafka.tools.StorageTool format -t "$(cat "$dir/cluster-id")" -c "$props" \
      --ignore-formatted >>"$out" 2>&1
    setsid nohup java "${java_opts[@]}" kafka.Kafka "$props" >>"$out" 2>&1 </dev/null &
    echo $! >"$pidfile"
  fi
  local port deadline
  port="$(setting listeners | sed -E 's/.*PLAINTEXT:\/\/127\.0\.0\.1:([0-9]+).*/\1/')"
  deadline=$((SECONDS + ${KAFKA_START_TIMEOUT:-90}))
  until port_open "$port" && grep -q "Kafka Server started" "$out"; do
    if ! running; then
      say "the broker exited while starting; last lines of $out:"
      tail -n 30 "$out" >&2
      exit 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      say "the broker did not accept connections within ${KAFKA_START_TIMEOUT:-90} s; last lines of $out:"
      tail -n 30 "$out" >&2
      exit 1
    fi
    sleep 0.3
  done
  say "running on 127.0.0.1:$port (pid $(cat "$pidfile"), data in $dir)"
  echo "export KAFKA_BROKERS=127.0.0.1:$port"
}

stop() {
  if ! running; then
    rm -f "$pidfile"
    say "not running"
    return
  fi
  local pid deadline
  pid="$(cat "$pidfile")"
  kill -TERM "$pid"
  deadline=$((SECONDS + ${KAFKA_STOP_TIMEOUT:-30}))
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      say "no clean stop within ${KAFKA_STOP_TIMEOUT:-30} s; killing pid $pid"
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.2
  done
  rm -f "$pidfile"
  say "stopped (pid $pid)"
}

case "$command" in
  fetch) fetch ;;
  start) start ;;
  stop) stop ;;
  status)
    if running; then
      echo "running (pid $(cat "$pidfile")): $(setting advertised.listeners)"
    else
      echo "not running"
      exit 1
    fi
    ;;
  clean) stop; rm -rf "$dir" ;;
  *)
    sed -n '2,15p' "$0" >&2
    exit 2
    ;;
esac
