"""The page a friend opens to join a table from a browser, served on the table server's own port.

``serve`` and ``host`` answer plain HTTP besides WebSocket: websockets reads every request, and its
``process_request`` hook answers the ones that are not a WebSocket handshake (:func:`answer`).  Why the hook
rather than a small ASGI app in front: the same one listening socket, the same TLS (``--certfile``), the same
process and event loop as the tables, no server to add (uvicorn, hypercorn) and nothing to run between the page
and its table; the page is four small files and one list of messages, which an ASGI app would not make
simpler.  Its limits are websockets' own (GET only, small requests), which is all the page needs.

What is served: ``/`` and ``/t/CODE`` (the page; the code is read by the page from its address), the files of
``uno_access/web/static/`` by their exact names (a fixed list read at start: no path is ever joined from a
request), and ``/words/LANG.json``: the messages the page shows by itself, from ``locales/`` (every word of the
page comes from the Fluent files).  Every answer carries a Content-Security-Policy allowing only this server's
own script, style and WebSocket.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from ..i18n import LANGUAGES, translator
from ..net.protocol import MAX_NAME

#: The folder of the page's files.
STATIC = Path(__file__).parent / "static"
#: Content types by file extension (the page's files only).
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
}
#: The messages the page shows by itself (its labels, its help, what it says when the connection drops).
PAGE_MESSAGES_PREFIX = "web-"
PAGE_MESSAGES_MORE = ("line-begun-early", "net-lost", "net-reconnected", "net-refused-no-table", "net-refused-full",
                      "net-refused-started", "net-refused-flood", "net-refused-locked", "net-refused-taken-over",
                      "net-refused-busy", "net-refused-unavailable", "net-refused-bad-line",
                      "net-refused-bad-chat", "net-refused-cannot-save", "net-refused-not-host", "net-refused-teams",
                      "net-refused-players",
                      "net-refused-chat-flood", "net-refused-chat-off", "net-refused-kicked", "net-refused-name-taken",
                      "net-refused-name-reserved", "net-refused-name-letters", "net-refused-bad-name", "net-refused",
                      "net-refused-name-scripts",
                      "net-refused-name-word", "net-refused-no-new-table", "net-closed", "net-table-closed",
                      "sounds-on", "sounds-off")
#: Placeables the page fills itself (``{reason}``: the refusal's code; ``{word}``: the game word a refused name
#: holds, from the refusal's ``detail``; ``{player}``: the host who quit, from ``presence`` ``closed``).
_PLACES: dict[str, dict[str, object]] = {"net-refused": {"reason": "{reason}"},
                                         "net-refused-name-word": {"word": "{word}"},
                                         "net-closed": {"player": "{player}"},
                                         "net-refused-bad-chat": {"max": 300},
                                         "net-refused-bad-name": {"max": MAX_NAME}}
_TABLE_PATH = re.compile(r"^/t/[0-9A-Za-z%-]{1,40}$")


@cache
def static_files() -> dict[str, Path]:
    """The page's files by name: the only paths served besides the page and its words."""
    return {path.name: path for path in STATIC.iterdir() if path.is_file() and path.suffix in TYPES}


@cache
def page_words(lang: str) -> bytes:
    """The page's own messages in ``lang``, as JSON (message id: text)."""
    t = translator(lang)
    ids = sorted(mid for mid in t.message_ids() if mid.startswith(PAGE_MESSAGES_PREFIX)) + list(PAGE_MESSAGES_MORE)
    words = {mid: t(mid, **_PLACES.get(mid, {})) for mid in ids}
    return json.dumps({"lang": lang, "words": words}, ensure_ascii=False).encode()


@cache
def sound_scores() -> bytes:
    """The console's sounds (:data:`uno_access.sounds.earcons.SCORES`), note by note, for the page's Web Audio:
    the same sounds, from the same scores."""
    from ..sounds.earcons import SCORES

    scores = {earcon.value: [{"start": note.start, "end": note.end, "seconds": note.seconds, "wave": note.wave.value,
                              "rest": note.rest, "decay": note.decay} for note in notes]
              for earcon, notes in SCORES.items()}
    return json.dumps(scores).encode()


def policy(host: str, shared: bool = False) -> str:
    """The page's Content-Security-Policy: its own files, and WebSocket to its own server; to any server when
    this one shares a directory of tables (``shared``): the page goes where the server says its table is
    (``elsewhere``) or to the other servers it was told of (``servers``), which may have started after the
    page was loaded.  The page opens a socket to no other address and shows every text as text."""
    safe = host if re.fullmatch(r"[0-9A-Za-z.:\[\]-]{1,100}", host or "") else ""
    sockets = " ws: wss:" if shared else f" ws://{safe} wss://{safe}" if safe else ""
    return ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            f"connect-src 'self'{sockets}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def route(path: str, opens_tables: bool = True) -> tuple[int, str, bytes]:
    """What ``path`` answers: a status, a content type and a body.  ``opens_tables``: whether the server opens
    tables for whoever asks (``serve``); a `host`'s server holds its host's table only: its page says so in
    its ``<body>`` (``data-opens-tables="no"``), and offers no button to open one."""
    path = path.split("?", 1)[0].split("#", 1)[0]
    if path in ("/", "/index.html") or _TABLE_PATH.match(path):
        page = static_files()["index.html"].read_bytes()
        if not opens_tables:
            page = page.replace(b"<body>", b'<body data-opens-tables="no">', 1)
        return 200, TYPES[".html"], page
    if path.startswith("/static/"):
        name = path[len("/static/"):]
        found = static_files().get(name)
        if found is not None and name != "index.html":
            return 200, TYPES[found.suffix], found.read_bytes()
    if path == "/favicon.ico":
        return 204, TYPES[".txt"], b""  # no icon: nothing to fetch, nothing to log
    if path == "/sounds.json":
        return 200, TYPES[".json"], sound_scores()
    match = re.fullmatch(r"/words/([a-z]{2})\.json", path)
    if match and match.group(1) in LANGUAGES:
        return 200, TYPES[".json"], page_words(match.group(1))
    return 404, TYPES[".txt"], b"404\n"


def answer(connection: Any, request: Any, shared: bool = False, opens_tables: bool = True) -> Any:
    """websockets' ``process_request``: ``None`` for a WebSocket handshake (the table's protocol), else the
    HTTP answer (the page, its files, its words, or 404); ``shared``: the server shares a directory of
    tables with others (see :func:`policy`); ``opens_tables``: see :func:`route`."""
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    if request.headers.get("Upgrade", "").lower() == "websocket":
        return None
    status, kind, body = route(request.path, opens_tables)
    headers = Headers([
        ("Content-Type", kind),
        ("Content-Length", str(len(body))),
        ("Content-Security-Policy", policy(request.headers.get("Host", ""), shared)),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cache-Control", "no-cache"),
        ("Connection", "close"),
    ])
    reasons = {200: "OK", 204: "No Content", 404: "Not Found"}
    return Response(status, reasons[status], headers, body)
