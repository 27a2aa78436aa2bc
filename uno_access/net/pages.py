"""What a table server needs to serve web pages, handed to it by the program that starts it.

The pages themselves live above the server (:mod:`uno_access.web`: the page's files, and a console seat that
says its words, which is the console's own seat): the server never imports them, or a headless server would
load the console, and ``net`` and ``web`` would import each other.  The program (``uno-access serve`` and
``host``) gives the server a :class:`Pages`; a server given none answers no plain HTTP request and seats a
page asking for words as a console seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import protocol as p
from .room import Person


@dataclass(frozen=True, slots=True)
class Pages:
    """The three ways a server reaches its web pages."""

    #: websockets' ``process_request`` past the ``Origin`` check: ``None`` lets a WebSocket handshake on,
    #: else the HTTP answer (the page's files): ``answer(connection, request, shared, opens_tables)``,
    #: ``shared``: the server shares a directory of tables with other servers (the page may follow its table to
    #: them); ``opens_tables``: the server opens tables for whoever asks (a `host`'s holds its host's only).
    answer: Callable[[Any, Any, bool, bool], Any]
    #: For a ``create`` or ``hello`` asking for words, what the greeting does differently:
    #: ``greeting(server, lang, outbox, address)`` (its ``sitting``, ``coming_back`` and ``seated``).
    greeting: Callable[[Any, str, Any, str], Any]
    #: A page's typed line or key for its seat: ``line(server, person, message)``.
    line: Callable[[Any, Person, p.Line], None]
