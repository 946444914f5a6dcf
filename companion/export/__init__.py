"""After the session: the normalized report, its statistics, and Markdown, HTML and JSON.

``build_report(path)`` reads a session log into a :class:`SessionReport`; the
renderers each take that report and return text.
"""
