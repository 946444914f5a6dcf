"""Voice front end (issue 5): microphone -> utterances -> Whisper transcripts -> ``Heard``.

A leaf: it knows audio and text, never the game, the script runner or the advisor (what a
``Heard`` means for the game is :mod:`companion.voice`). Modules, one concern each
(nothing heavy is imported at module level; numpy, sounddevice, faster-whisper and torch
load inside functions):

- :mod:`~companion.stt.models`: the bundled ``tiny.en`` (sha256-pinned), ``find_model``;
- :mod:`~companion.stt.convert`: CTranslate2 -> openai-whisper checkpoint;
- :mod:`~companion.stt.backends`: ``Transcriber``, the registry of backends,
  ``make_transcriber`` (``docs/stt-backends.md``);
- :mod:`~companion.stt.endpoint`: ``Endpointer`` (VAD) and ``PushToTalk``;
- :mod:`~companion.stt.gate`: phantom-text gating and the prompt-echo guard;
- :mod:`~companion.stt.hear`: one decode through the gate, retried without the prompt on
  an echo;
- :mod:`~companion.stt.control`: GM control phrases -> command-language strings;
- :mod:`~companion.stt.speaker`: speaker attribution from a leading name;
- :mod:`~companion.stt.sources`: microphone and real-time WAV sources;
- :mod:`~companion.stt.pipeline`: ``VoicePipeline`` and ``Heard``;
- :mod:`~companion.stt.audio`: WAV I/O and writing kept clips (where they live:
  :mod:`companion.clips`); :mod:`~companion.stt.speak`: ``say``;
- :mod:`~companion.stt.wer`: word error rate.
"""
