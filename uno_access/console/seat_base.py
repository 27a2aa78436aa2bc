"""What every part of the console seat shares: the seat number of its player, the phases answered with a card.

The console seat (:class:`.session.Session`) holds its parts — the refusals (:class:`.explain.Explaining`),
the settings (:class:`.settings_commands.SettingsCommands`), the information commands
(:class:`.info.InfoCommands`), the keys (:class:`.keys.HandKeys`), the answers a card asks for
(:class:`.questions.CardQuestions`), the turn (:class:`.turn.TurnCommands`), the window and the race
(:class:`.out_of_turn.OutOfTurn`), the turn's clock (:class:`.time_limit.TimeLimit`), the shared table
(:class:`.net_seat.NetSeat`) — as objects it owns and calls, as NVDA's speech manager holds its queue and
its trackers.  No part has a base class: each holds the seat (``self.session``) and reads through it the
words, the view, the output, and calls another part (``self.session.explaining``).

The seat sees the table only through what the table sends it (the view of
its player and the news of each action): it never holds the engine state.
"""

from __future__ import annotations

from ..engine.view import Phase

#: The seat of the player at this console.
HUMAN = 0
#: Phases in which the human answers with a card of the hand.
CARD_PHASES = frozenset({Phase.PLAY, Phase.AFTER_DRAW, Phase.ANSWER, Phase.CHALLENGE, Phase.SEQUENCE, Phase.WHEEL})
