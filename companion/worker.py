"""One daemon thread that runs advisor calls in order, so that quitting never waits for them.

``concurrent.futures.ThreadPoolExecutor`` joins its threads when the interpreter exits:
a request to a slow LLM server kept ``companion play`` alive for a minute after the GM
quit, and Ctrl-C then printed a traceback from ``threading._wait_for_tstate_lock``. A
:class:`DaemonWorker` has the same ``submit`` / ``shutdown`` surface, but its thread is
a daemon: the process ends when the GM quits, whatever the model is doing.

>>> w = DaemonWorker("doc")
>>> w.submit(sum, [1, 2, 3]).result(timeout=5)
6
>>> w.shutdown()
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")

_Job = tuple[Future[Any], Callable[..., Any], tuple[Any, ...]]


class DaemonWorker:
    """A single daemon thread running submitted calls first in, first out."""

    def __init__(self, name: str) -> None:
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run ``fn(*args)`` after the calls before it; its result or error on the future."""
        if self._closed:
            raise RuntimeError("the worker is shut down")
        future: Future[T] = Future()
        self._jobs.put((future, fn, args))
        return future

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            future, fn, args = job
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = fn(*args)
            except BaseException as exc:
                future.set_exception(exc)
            else:
                future.set_result(result)

    def shutdown(self, wait: bool = False, cancel_futures: bool = True) -> None:
        """Stop taking calls; cancel those not started (``cancel_futures``); ``wait`` for
        the running one only when asked (the thread is a daemon either way)."""
        self._closed = True
        if cancel_futures:
            while True:
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if job is not None:
                    job[0].cancel()
        self._jobs.put(None)
        if wait:
            self._thread.join()
