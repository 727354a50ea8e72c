"use client";

import { useCallback, useEffect, useRef } from "react";
import { MAX_SESSION_SECONDS } from "@/lib/validations/form-limits";

// The reading timer (opening an item starts a timer). It counts while the page is visible, so a tab left
// in the background does not pile up reading time, and it never loses a session: when the session ends without
// 'Mark as Complete' (the dialog closes, the page unmounts, or the browser leaves the page) the unsaved seconds
// go to `saveInBackground`.

interface Session {
  contentId: string;
  /** Visible time already counted, in ms. */
  activeMs: number;
  /** performance.now() when counting last resumed; null while the page is hidden. */
  resumedAt: number | null;
  /** The time went out with the completion; nothing is left to save. */
  settled: boolean;
}

const isVisible = () => document.visibilityState === "visible";

function pause(session: Session): void {
  if (session.resumedAt === null) return;
  session.activeMs += performance.now() - session.resumedAt;
  session.resumedAt = null;
}

function secondsOf(session: Session): number {
  const running = session.resumedAt === null ? 0 : performance.now() - session.resumedAt;
  return Math.min(MAX_SESSION_SECONDS, Math.round((session.activeMs + running) / 1000));
}

/**
 * Times the article `contentId` while it is non-null. `saveInBackground(contentId, seconds)` receives unsaved
 * time (only whole seconds, never 0). Answers `elapsedSeconds()` for the completion request and `settle()` to
 * call once that request succeeded.
 */
export function useReadingSession(
  contentId: string | null,
  saveInBackground: (contentId: string, seconds: number) => void,
) {
  const current = useRef<Session | null>(null);
  const save = useRef(saveInBackground);
  useEffect(() => {
    save.current = saveInBackground;
  });

  useEffect(() => {
    if (contentId === null) return;
    const session: Session = {
      contentId,
      activeMs: 0,
      resumedAt: isVisible() ? performance.now() : null,
      settled: false,
    };
    current.current = session;

    const flush = () => {
      const seconds = secondsOf(session);
      session.activeMs = 0;
      session.resumedAt = session.resumedAt === null ? null : performance.now();
      if (seconds > 0) save.current(session.contentId, seconds);
    };
    const onVisibilityChange = () => {
      if (isVisible()) session.resumedAt ??= performance.now();
      else pause(session);
    };
    // The page may be discarded after this (or restored from the back-forward cache and read on): save what has
    // been read so far and keep counting from here.
    const onPageHide = () => {
      if (!session.settled) flush();
    };

    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", onPageHide);
      if (!session.settled) flush();
      if (current.current === session) current.current = null;
    };
  }, [contentId]);

  const elapsedSeconds = useCallback(() => (current.current ? secondsOf(current.current) : 0), []);
  const settle = useCallback(() => {
    if (current.current) current.current.settled = true;
  }, []);
  return { elapsedSeconds, settle };
}
