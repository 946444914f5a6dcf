"""Voice front end (issue 5): microphone -> utterances -> Whisper transcripts -> ``Heard``.

Modules, one concern each (nothing heavy is imported at module level; numpy,
sounddevice, faster-whisper and torch load inside functions):

- :mod:`~companion.stt.models`: the bundled ``tiny.en`` (sha256-pinned), ``find_model``;
- :mod:`~companion.stt.convert`: CTranslate2 -> openai-whisper checkpoint;
- :mod:`~companion.stt.backends`: ``Transcriber``, the two backends, ``make_transcriber``;
- :mod:`~companion.stt.endpoint`: ``Endpointer`` (VAD) and ``PushToTalk``;
- :mod:`~companion.stt.gate`: phantom-text gating and the prompt-echo guard;
- :mod:`~companion.stt.control`: GM control phrases -> command-language strings;
- :mod:`~companion.stt.speaker`: speaker attribution from a leading name;
- :mod:`~companion.stt.sources`: microphone and real-time WAV sources;
- :mod:`~companion.stt.pipeline`: ``VoicePipeline`` and ``Heard``;
- :mod:`~companion.stt.script`: ``voice_lines``, Heard -> command lines for the headless runner;
- :mod:`~companion.stt.audio`: WAV I/O and kept clips; :mod:`~companion.stt.speak`: ``say``;
- :mod:`~companion.stt.wer`: word error rate; :mod:`~companion.stt.bench`: the voice benchmark.
"""
