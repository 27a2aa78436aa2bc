"""The game's sounds (earcons), made here in code: short tones a player learns in a few minutes.

Each sound says one kind of event, the same in every edition; its pattern says
whether it is good or bad for the player: rising for good news and for the
player's own turn, falling and low for bad news, short and high for "answer
now" (a reaction window).  Nothing is recorded or shipped: the samples are
computed at start (about 10 ms for all of them), so the project owns them.

>>> sound = render(Earcon.YOUR_TURN)
>>> 0.1 < len(sound) / RATE < 0.25
True
"""

from __future__ import annotations

import enum
import math
import struct
import wave
from dataclasses import dataclass

__all__ = ["Earcon", "RATE", "render", "write_wav", "duration", "TARGET_RMS_DB"]

#: Samples per second of every sound.
RATE = 22050
#: The loudness every sound is brought to (RMS, in dB below full scale), at volume 100.
TARGET_RMS_DB = -18.0
#: No sample goes above this (headroom: no clipping whatever the player's mixer does).
PEAK = 0.89


class Earcon(enum.Enum):
    """What a sound says.  The value is the name used in messages (``sound-name-your-turn``)."""

    YOUR_TURN = "your-turn"
    CARD_PLAYED = "card-played"
    CARD_DRAWN = "card-drawn"
    UNO = "uno"
    PENALTY = "penalty"
    CHALLENGE = "challenge"
    ROUND_WON = "round-won"
    ROUND_LOST = "round-lost"
    ERROR = "error"
    WINDOW = "window"
    RULE_CHANGE = "rule-change"
    WHEEL = "wheel"
    TIME = "time"


class Wave(enum.Enum):
    SINE = "sine"
    TRIANGLE = "triangle"
    SQUARE = "square"
    PLUCK = "pluck"


@dataclass(frozen=True)
class Note:
    """A tone gliding from ``start`` to ``end`` Hz over ``seconds``; ``rest`` is silence after it."""

    start: float
    end: float
    seconds: float
    wave: Wave = Wave.SINE
    rest: float = 0.0
    #: Exponential decay rate (per second): a struck sound rather than a held one.
    decay: float = 0.0


def _n(name: str) -> float:
    """The frequency of a note name such as ``C5`` or ``Eb4`` (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    if name[1] == "b":
        steps -= 1
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


#: The score of each sound.
SCORES: dict[Earcon, tuple[Note, ...]] = {
    # Rising fifth, bright: your turn (the most frequent "good" cue).
    Earcon.YOUR_TURN: (Note(_n("E5"), _n("E5"), 0.07, Wave.TRIANGLE, 0.015), Note(_n("B5"), _n("B5"), 0.1, Wave.TRIANGLE)),
    # A soft struck tick: someone else laid a card (neutral, very short: it comes often).
    Earcon.CARD_PLAYED: (Note(1400, 1100, 0.06, Wave.PLUCK, decay=45),),
    # A falling glide: a card slides into a hand.
    Earcon.CARD_DRAWN: (Note(1000, 520, 0.09, Wave.SINE),),
    # Three quick rising notes: UNO!
    Earcon.UNO: (Note(_n("C6"), _n("C6"), 0.045, Wave.SINE, 0.01), Note(_n("E6"), _n("E6"), 0.045, Wave.SINE, 0.01),
                 Note(_n("G6"), _n("G6"), 0.06, Wave.SINE)),
    # Low and falling, buzzing: cards you must take as a penalty (bad).
    Earcon.PENALTY: (Note(330, 165, 0.2, Wave.SQUARE),),
    # A tritone back and forth: a question, a +4 challenged.
    Earcon.CHALLENGE: (Note(500, 500, 0.07, Wave.TRIANGLE, 0.01), Note(707, 707, 0.07, Wave.TRIANGLE, 0.01),
                       Note(500, 500, 0.07, Wave.TRIANGLE)),
    # A rising major arpeggio: a round won (good).
    Earcon.ROUND_WON: (Note(_n("C5"), _n("C5"), 0.05, Wave.SINE), Note(_n("E5"), _n("E5"), 0.05, Wave.SINE),
                       Note(_n("G5"), _n("G5"), 0.05, Wave.SINE), Note(_n("C6"), _n("C6"), 0.08, Wave.SINE)),
    # A falling minor arpeggio: a round lost (bad).
    Earcon.ROUND_LOST: (Note(_n("G4"), _n("G4"), 0.07, Wave.TRIANGLE), Note(_n("Eb4"), _n("Eb4"), 0.07, Wave.TRIANGLE),
                        Note(_n("C4"), _n("C4"), 0.1, Wave.TRIANGLE)),
    # Two low blips: refused (bad, short: it follows a key).
    Earcon.ERROR: (Note(200, 200, 0.05, Wave.SQUARE, 0.04), Note(200, 200, 0.05, Wave.SQUARE)),
    # A clock's tick-tock, three times: the time to play is running out.
    Earcon.TIME: (Note(1800, 1800, 0.025, Wave.PLUCK, 0.05, decay=60), Note(1200, 1200, 0.025, Wave.PLUCK, 0.05, decay=60),
                  Note(1800, 1800, 0.025, Wave.PLUCK, 0.0, decay=60)),
    # Two high pings: answer now (catch a player, jump in).
    Earcon.WINDOW: (Note(_n("A6"), _n("A6"), 0.035, Wave.SINE, 0.03), Note(_n("A6"), _n("A6"), 0.035, Wave.SINE)),
    # A mechanical square-wave chirp, up then down: UNO Robot changes a rule (neither good nor bad).
    Earcon.RULE_CHANGE: (Note(600, 600, 0.05, Wave.SQUARE, 0.02), Note(900, 900, 0.05, Wave.SQUARE, 0.02),
                         Note(750, 750, 0.06, Wave.SQUARE)),
    # A wheel's clicks slowing down, then a bell: UNO Wizz's wheel spins and stops.
    Earcon.WHEEL: (*(Note(2000, 2000, 0.012, Wave.PLUCK, gap, decay=80) for gap in (0.015, 0.02, 0.03, 0.04)),
                   Note(_n("E6"), _n("E6"), 0.08, Wave.SINE)),
}


def _sample(wave_kind: Wave, phase: float) -> float:
    if wave_kind is Wave.SINE:
        return math.sin(phase)
    if wave_kind is Wave.TRIANGLE:
        return 2 / math.pi * math.asin(math.sin(phase))
    if wave_kind is Wave.SQUARE:
        # A softened square (a few odd harmonics): buzzing without harshness.
        return (math.sin(phase) + math.sin(3 * phase) / 3 + math.sin(5 * phase) / 5) * 0.8
    return math.sin(phase) + 0.5 * math.sin(2.01 * phase)  # PLUCK: slightly inharmonic, struck


def _note_samples(note: Note) -> list[float]:
    count = int(note.seconds * RATE)
    attack = min(int(0.004 * RATE), count // 4)  # 4 ms: no click at the start
    release = min(int(0.015 * RATE), count // 3)  # 15 ms: no click at the end
    samples = []
    phase = 0.0
    for index in range(count):
        progress = index / max(1, count - 1)
        frequency = note.start * (note.end / note.start) ** progress  # an even glide to the ear (log scale)
        phase += 2 * math.pi * frequency / RATE
        envelope = 1.0
        if index < attack:
            envelope = index / attack
        elif index >= count - release:
            envelope = (count - index) / release
        if note.decay:
            envelope *= math.exp(-note.decay * index / RATE)
        samples.append(_sample(note.wave, phase) * envelope)
    samples.extend([0.0] * int(note.rest * RATE))
    return samples


def render(earcon: Earcon, volume: float = 1.0) -> list[float]:
    """The samples of ``earcon`` (-1..1) at ``volume`` (0..1), brought to the common loudness."""
    samples = [value for note in SCORES[earcon] for value in _note_samples(note)]
    rms = math.sqrt(sum(value * value for value in samples) / len(samples))
    peak = max(abs(value) for value in samples)
    target = 10 ** (TARGET_RMS_DB / 20)
    scale = min(target / rms, PEAK / peak) * max(0.0, min(1.0, volume))
    return [value * scale for value in samples]


def duration(earcon: Earcon) -> float:
    """How long ``earcon`` lasts, in seconds."""
    return sum(note.seconds + note.rest for note in SCORES[earcon])


def write_wav(path: str, samples: list[float]) -> None:
    """Write 16-bit mono samples to a WAV file."""
    frames = struct.pack(f"<{len(samples)}h", *(int(round(value * 32767)) for value in samples))
    with wave.open(path, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)
