"""``help sounds``: each of the game's sounds, then its name, one after the other.

The names are printed at once, in a list a braille display can read; the voice
says each name just after its sound, from a thread of its own, and any key the
player types stops the demo (the output's next command).
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from ..sounds.earcons import Earcon, duration
from ..sounds.player import NoSounds

if TYPE_CHECKING:  # pragma: no cover
    from .session import Session

#: Seconds a voice takes per character of a name, generously, and the pause after it.
_PER_CHARACTER = 0.07
_PAUSE = 0.5


def play_demo(seat: Session) -> threading.Thread | None:
    """Play every sound with its name; the thread doing it (None when the sounds are off)."""
    output = seat.output
    sounds = output.sounds
    if isinstance(sounds, NoSounds) or sounds.unavailable is not None:
        seat.say(seat.t("sounds-demo-off"))
        return None
    names = [(earcon, seat.t(f"sound-name-{earcon.value}")) for earcon in Earcon]
    seat.say(seat.t("sounds-demo"))
    output.say([f"{index}. {name}" for index, (_, name) in enumerate(names, 1)], speak=False)
    generation = output.commands

    def run() -> None:
        for earcon, name in names:
            if output.commands != generation:
                return  # the player typed something: the demo stops
            sounds.play((earcon,))
            time.sleep(duration(earcon) + 0.15)
            if output.commands != generation:
                return
            output.speaker.speak(output.spoken(name))
            time.sleep(len(name) * _PER_CHARACTER + _PAUSE)

    thread = threading.Thread(target=run, name="sound-demo", daemon=True)
    thread.start()
    return thread
