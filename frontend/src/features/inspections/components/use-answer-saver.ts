import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InspectionAnswer } from '@hs/contracts';
import { putAnswer } from '../api/answer-question';
import { inspectionKeys } from '../api/inspection-keys';

/** How long typing must pause before a note is saved: one event per settled note, not per key. */
export const NOTE_SETTLE_MS = 1000;

/** Where a question's saving stands: its note may wait for an answer, for typing to pause, or for the server. */
export type SaveState = 'idle' | 'typing' | 'waiting-for-answer' | 'saving' | 'saved' | 'failed';
export type QuestionSaving = {
  state: SaveState;
  error: unknown;
  answerSaving: boolean;
  answerFailed: boolean;
};

const noteValue = (text: string): string | null => text.trim() || null;
const idle: QuestionSaving = { state: 'idle', error: null, answerSaving: false, answerFailed: false };

/**
 * Answers and notes of one inspection, saved as given. A note is saved when typing pauses, when it
 * loses focus, when its step is left and before completing; saves of one question go one after the
 * other, so the last thing typed or tapped is what the server keeps.
 */
export const useAnswerSaver = (inspectionId: string, answers: ReadonlyMap<string, InspectionAnswer>) => {
  const queryClient = useQueryClient();
  const server = useRef(answers);
  server.current = answers;
  const drafts = useRef(new Map<string, string>());
  const chosen = useRef(new Map<string, string | null>());
  const sentNotes = useRef(new Map<string, string | null>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queues = useRef(new Map<string, Promise<boolean>>());
  const [saving, setSaving] = useState<Record<string, QuestionSaving>>({});

  const mark = useCallback((questionId: string, change: Partial<QuestionSaving>) => {
    setSaving((all) => ({ ...all, [questionId]: { ...(all[questionId] ?? idle), ...change } }));
  }, []);

  const isAnswered = useCallback(
    (questionId: string) =>
      chosen.current.has(questionId) || server.current.get(questionId)?.answered === true,
    [],
  );
  const valueOf = (questionId: string) =>
    chosen.current.has(questionId)
      ? (chosen.current.get(questionId) ?? null)
      : (server.current.get(questionId)?.value ?? null);
  const noteOf = useCallback(
    (questionId: string) => drafts.current.get(questionId) ?? server.current.get(questionId)?.note ?? '',
    [],
  );
  const lastSentNote = (questionId: string) =>
    sentNotes.current.has(questionId)
      ? (sentNotes.current.get(questionId) ?? null)
      : (server.current.get(questionId)?.note ?? null);

  /** Queues one save after the question's earlier ones; resolves true when it was recorded. */
  const enqueue = (questionId: string, isAnswer: boolean) => {
    const note = noteValue(noteOf(questionId));
    sentNotes.current.set(questionId, note);
    mark(questionId, {
      state: 'saving',
      error: null,
      answerFailed: false,
      ...(isAnswer ? { answerSaving: true } : {}),
    });
    const previous = queues.current.get(questionId) ?? Promise.resolve(true);
    const next = previous.then(async () => {
      const value = valueOf(questionId);
      try {
        await putAnswer({ inspectionId, questionId, value, note });
        await queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionId) });
        mark(questionId, { state: 'saved', answerSaving: false });
        return true;
      } catch (error) {
        // Not sent after all: the next flush tries it again.
        sentNotes.current.delete(questionId);
        if (isAnswer && chosen.current.get(questionId) === value) chosen.current.delete(questionId);
        mark(questionId, { state: 'failed', error, answerSaving: false, answerFailed: isAnswer });
        return false;
      }
    });
    queues.current.set(questionId, next);
    return next;
  };

  const stopTimer = (questionId: string) => {
    clearTimeout(timers.current.get(questionId));
    timers.current.delete(questionId);
  };

  const flushNote = (questionId: string): Promise<boolean> => {
    stopTimer(questionId);
    if (!isAnswered(questionId) || !drafts.current.has(questionId)) return Promise.resolve(true);
    if (noteValue(noteOf(questionId)) === lastSentNote(questionId))
      return queues.current.get(questionId) ?? Promise.resolve(true);
    return enqueue(questionId, false);
  };

  const answer = (questionId: string, value: string | null) => {
    stopTimer(questionId);
    chosen.current.set(questionId, value);
    return enqueue(questionId, true);
  };

  const typeNote = (questionId: string, text: string) => {
    drafts.current.set(questionId, text);
    stopTimer(questionId);
    if (!isAnswered(questionId)) {
      mark(questionId, { state: 'waiting-for-answer' });
      return;
    }
    mark(questionId, { state: 'typing' });
    timers.current.set(
      questionId,
      setTimeout(() => void flushNote(questionId), NOTE_SETTLE_MS),
    );
  };

  /** Saves every note not yet saved and waits for every save; true when all were recorded. */
  const flushAll = async (): Promise<boolean> => {
    const results = await Promise.all([...drafts.current.keys()].map(flushNote));
    const queued = await Promise.all(queues.current.values());
    return [...results, ...queued].every(Boolean);
  };
  const flushRef = useRef(flushAll);
  flushRef.current = flushAll;

  // Leaving the page, or the phone locking or switching apps, saves what was typed.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flushRef.current();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      void flushRef.current();
    };
  }, []);

  return {
    answer,
    typeNote,
    flushNote,
    flushAll,
    noteOf,
    isAnswered,
    savingOf: (questionId: string): QuestionSaving => saving[questionId] ?? idle,
  };
};

export type AnswerSaver = ReturnType<typeof useAnswerSaver>;
