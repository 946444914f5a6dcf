"""The live screen of ``companion play``: a prompt-toolkit full-screen application over a
:class:`companion.session.SessionService` (reached as ``ui.port``: the one way to the engine
and the log), the advisor and (when enabled) voice.

Split by concern (ptpython style): :mod:`~companion.ui.state` (the one UI state object),
:mod:`~companion.ui.layout`, :mod:`~companion.ui.key_bindings` and
:mod:`~companion.ui.table_bindings` (``load_*_bindings(ui)``, keys from
:mod:`~companion.ui.keymap`), :mod:`~companion.ui.filters`, :mod:`~companion.ui.completion`
(pure, for the ``:`` command line), :mod:`~companion.ui.panels` (pure renderers),
:mod:`~companion.ui.flow` (what a key does, as command-language lines),
:mod:`~companion.ui.advising` and
:mod:`~companion.ui.voice` (work off the UI thread), :mod:`~companion.ui.app` (kept small) and
:mod:`~companion.ui.launch` (what ``companion play`` runs).
"""
