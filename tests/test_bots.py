"""Bots (issue 5): three strengths and a baseline that play by the rules and never cheat."""

from __future__ import annotations

import dataclasses
import gc
import random
from collections import Counter

import pytest

from uno_access.bots import LEVELS, Bot, UnknownLevel, make_bot
from uno_access.bots.search import guess_hidden
from uno_access.engine import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    CardsDrawn,
    CatchUno,
    ChooseColor,
    Color,
    DrawReason,
    Game,
    HandDealt,
    HandRevealed,
    Phase,
    Play,
    RuleSet,
    State,
)
from uno_access.engine.cards import Rank
from uno_access.engine.rules import PRESETS
from uno_access.simulate import deliver, play_round

from .conftest import card, cards, deal

PLAYING_LEVELS = ("easy", "normal", "hard")


def _bots(state: State, levels: tuple[str, ...], seed: int = 0) -> list[Bot]:
    bots = [make_bot(level, seat, seed + seat) for seat, level in enumerate(levels)]
    deliver(bots, state.events)
    return bots


# ---------------------------------------------------------------------- making bots


def test_the_levels_and_an_unknown_level() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert", "random")
    for level in LEVELS:
        bot = make_bot(level, player=2, seed=1)
        assert isinstance(bot, Bot)
        assert (bot.level, bot.player) == (level, 2)
    with pytest.raises(UnknownLevel) as caught:
        make_bot("master", player=0)
    assert isinstance(caught.value, ValueError)
    assert caught.value.valid == LEVELS
    assert "easy, normal, hard, expert, random" in str(caught.value)


def test_a_seed_gives_the_same_bot_every_time() -> None:
    def decisions(seed: int) -> list[object]:
        state = Game(3).new_match(seed=5)
        bots = [make_bot(level, seat, seed) for seat, level in enumerate(("easy", "hard", "random"))]
        deliver(bots, state.events)
        play_round(state, bots)
        return list(state.log)

    assert decisions(1) == decisions(1)


# ---------------------------------------------------------------------- never cheating


def _positions(seed: int, players: int = 3, every: int = 3) -> list[tuple[State, int]]:
    """Mid-round positions (a copy of the state and the player to decide), from a bot game."""
    state = Game(players).new_match(seed=seed)
    bots = _bots(state, tuple(("normal", "hard", "easy")[seat % 3] for seat in range(players)), seed)
    positions: list[tuple[State, int]] = []
    step = 0
    while not state.is_round_over:
        player = state.current_player
        assert player is not None
        if step % every == 0:
            positions.append((state.clone(), player))
        step += 1
        deliver(bots, state.apply(player, bots[player].choose(state.view_for(player))))
    return positions


def test_a_view_shows_no_card_of_another_hand() -> None:
    """A bot gets a PlayerView: its own hand, the discard pile, counts of the others, and its own actions."""
    fields = {field.name for field in dataclasses.fields(Game(2).new_match(seed=1).view_for(0))}
    assert {"hand", "hand_counts"} <= fields
    assert not {"hands", "draw_pile", "state", "deck"} & fields
    for state, player in _positions(seed=4):
        view = state.view_for(player)
        assert Counter(view.hand) == Counter(state.hands[player])
        assert view.hand_counts == tuple(len(hand) for hand in state.hands)
        assert getattr(view, "open_hands", None) is None  # only a customizable card opens hands
        for action in view.legal_actions:
            if isinstance(action, Play):
                assert action.card in view.hand


def test_a_bot_holds_no_engine_state() -> None:
    """After whole rounds, nothing reachable from a bot is a State, another hand or the draw pile."""
    state = Game(2).new_match(seed=9)
    bots = _bots(state, ("hard", "normal"))
    play_round(state, bots)
    for bot in bots:
        seen: set[int] = set()
        todo: list[object] = [bot]
        while todo:
            item = todo.pop()
            if id(item) in seen or isinstance(item, type) or type(item).__name__ == "module":
                continue
            seen.add(id(item))
            assert not isinstance(item, State), f"bot of player {bot.player} reaches a State"
            todo.extend(gc.get_referents(item))


def test_the_same_view_with_other_hidden_cards_gives_the_same_decision() -> None:
    """Two deals that differ only in what player 0 cannot see: the bots decide the same, search included."""
    mine = "r7 r+2 b5 wild g3"
    first = "r4"
    table_a = deal([mine, "y1 y2 y3 b9 g9", "g1 g2 b1 b2 yskip"], first, "r1 r2 r3 y4 y5 y6")
    table_b = deal([mine, "b8 b7 rrev y9 +4", "r9 r8 g7 g6 y0"], first, "b1 b2 b3 g4 g5 g6")
    assert table_a.view_for(0) == table_b.view_for(0)
    for level in LEVELS:
        choices = []
        for table in (table_a, table_b):
            bot = make_bot(level, 0, seed=3)
            deliver([bot], [event for event in table.events])
            choices.append(bot.choose(table.view_for(0)))
        assert choices[0] == choices[1], level


def test_a_bot_reads_events_only_as_its_player_may() -> None:
    """Handed another player's private event by mistake, a bot redacts it or ignores it."""
    for level in LEVELS:
        bot = make_bot(level, player=0, seed=1)
        bot.observe(HandDealt(1, tuple(cards("r1 r2 r3")), 3))
        bot.observe(CardsDrawn(1, 2, tuple(cards("g5 g6")), DrawReason.CHOICE))
        bot.observe(HandRevealed(1, 2, tuple(cards("b1 b2"))))  # shown to player 2, not to us
        memory = bot.memory  # type: ignore[attr-defined]
        assert not memory.hand
        assert all(not model.known for model in memory.models.values())


def test_guesses_of_hidden_cards_keep_what_the_bot_knows() -> None:
    """A hard bot's guesses respect the counts it sees and the cards it was shown."""
    state = deal(["r7 b5 g3 y2", "y1 y2 b9 g9", "g1 g2 b1 yskip"], "r4", "r1 r2 r3 y4 y5 y6")
    view = state.view_for(0)
    bot = make_bot("hard", 0, seed=1)
    deliver([bot], state.events)
    bot.observe(HandRevealed(1, 0, tuple(state.hands[1])))
    for seed in range(10):
        hands, pile = guess_hidden(view, bot.memory, random.Random(seed))  # type: ignore[attr-defined]
        assert [len(hand) for hand in hands] == [0, 4, 4]
        assert len(pile) == view.draw_pile_size
        assert Counter(hands[1]) == Counter(state.hands[1])
        dealt = Counter(view.hand) + Counter(view.discard) + Counter(pile)
        for hand in hands:
            dealt.update(hand)
        assert not dealt - Counter(view.rules.build_deck())  # never more copies than the deck holds


# ---------------------------------------------------------------------- legal with every rule


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_level_plays_whole_rounds_with_every_preset(preset: str) -> None:
    rules = RuleSet.preset(preset)
    for seed in range(3):
        for players in (2, 4):
            if not rules.min_players <= players <= rules.max_players:
                continue
            state = Game(players, rules).new_match(seed=seed)
            levels = tuple(LEVELS[(seat + seed) % len(LEVELS)] for seat in range(players))
            bots = _bots(state, levels, seed)
            play_round(state, bots)
            assert state.is_round_over


def test_every_level_plays_with_every_house_rule() -> None:
    from uno_access.engine.rules import HOUSE_RULES, with_house_rules

    for index, name in enumerate(sorted(HOUSE_RULES)):
        rules = with_house_rules(RuleSet.preset("official+"), [name])
        players = 4
        state = Game(players, rules).new_match(seed=index)
        levels = tuple(LEVELS[(seat + index) % len(LEVELS)] for seat in range(players))
        play_round(state, _bots(state, levels, index))
        assert state.is_round_over, name


def test_a_new_kind_of_decision_gets_a_legal_answer() -> None:
    """A phase or action the bots were not written for (a future variant): a legal choice, no crash."""

    @dataclasses.dataclass(frozen=True)
    class Shout:
        word: str

    state = deal(["r7 b5 g3", "y1 y2 b9"], "r4")
    view = state.view_for(0)
    odd = dataclasses.replace(view, legal_actions=(Shout("a"), Shout("b")))
    for level in LEVELS:
        assert make_bot(level, 0, 1).choose(odd) in odd.legal_actions


# ---------------------------------------------------------------------- UNO


def _two_cards_to_play(seed: int) -> State:
    return deal(["r7 r5", "y1 y2"], "r4", "g1 g2 g3", seed=seed)


def test_normal_and_hard_always_say_uno_easy_sometimes_forgets() -> None:
    """official-rules-fr.txt: "Lorsqu'un joueur n'a plus qu'une carte, il doit dire UNO." """
    for level in ("normal", "hard", "random"):
        for seed in range(20):
            state = _two_cards_to_play(seed)
            action = make_bot(level, 0, seed).choose(state.view_for(0))
            assert isinstance(action, Play) and action.uno, (level, action)
    forgotten = 0
    for seed in range(60):
        state = _two_cards_to_play(seed)
        action = make_bot("easy", 0, seed).choose(state.view_for(0))
        assert isinstance(action, Play)
        forgotten += not action.uno
    assert 5 <= forgotten <= 40


def _forgot_uno() -> State:
    state = deal(["r7 r5 b1", "r2 y1 y2", "r3 g1 g2"], "r4", "g3 g5 g6")
    state.apply(0, Play(card("r7")))
    state.apply(1, Play(card("r2")))
    state.apply(2, Play(card("r3")))
    state.apply(0, Play(card("r5")))  # down to one card, without saying UNO
    assert state.uno_catchable == 0 and state.current_player == 1
    return state


def test_normal_and_hard_catch_a_missed_uno_in_turn_or_out_of_turn() -> None:
    """braille-uno-rules-fr.txt: a player who forgot UNO may be caught "avant que le joueur suivant ne joue"."""
    for level in ("normal", "hard"):
        state = _forgot_uno()
        assert make_bot(level, 2, 0).react(state.view_for(2)) == CatchUno(0)  # out of turn
        assert make_bot(level, 1, 0).choose(state.view_for(1)) == CatchUno(0)  # before playing


def test_easy_rarely_catches_and_asks_itself_once_per_chance() -> None:
    caught = 0
    for seed in range(100):
        state = _forgot_uno()
        bot = make_bot("easy", 2, seed)
        answers = {bot.react(state.view_for(2)) for _ in range(5)}
        answers.discard(None)
        caught += bool(answers)
    assert 5 <= caught <= 45


# ---------------------------------------------------------------------- choosing cards and colours


def test_normal_keeps_the_joker_when_a_coloured_card_fits() -> None:
    """official-rules-fr.txt: a Joker may be played on anything; a sound player keeps it for later."""
    for level in ("normal", "hard"):
        state = deal(["r7 wild b5 b6 b8", "y1 y2 b9 g1 g2"], "r4")
        action = make_bot(level, 0, 0).choose(state.view_for(0))
        assert action == Play(card("r7")), level


def test_after_a_joker_normal_names_the_colour_it_holds_most() -> None:
    state = deal(["wild b5 b6 b8 r1", "y1 y2 b9 g1 g2"], "g4")
    state.apply(0, Play(card("wild")))
    assert state.phase is Phase.CHOOSE_COLOR
    assert make_bot("normal", 0, 0).choose(state.view_for(0)) == ChooseColor(Color.BLUE)


def test_normal_stops_a_player_about_to_go_out() -> None:
    """Three players, the next one is down to one card: a skip or +2 stops them."""
    state = deal(["r7 r+2 b5 g5", "y1 y2 y3 y4", "g1 g2 b1 b2"], "r4")
    state.hands[1] = cards("y1")
    action = make_bot("normal", 0, 0).choose(state.view_for(0))
    assert isinstance(action, Play) and action.card == card("r+2")


def test_hard_names_a_colour_the_next_player_lacks() -> None:
    """Holding one card of each colour left, hard names green: the next player drew on green, so lacks it."""
    state = deal(["wild b5 g6 g8 r1", "y1 y2 b9 r2 r3"], "g4", "r9 y9 b1 b2")
    bot = make_bot("hard", 0, 0)
    deliver([bot], state.events)
    deliver([bot], state.apply(0, Play(card("g8"))))
    deliver([bot], state.apply(1, DRAW))  # no green, no 8: player 1 draws (an r9, unplayable) and passes
    assert state.current_player == 0
    deliver([bot], state.apply(0, Play(card("wild"))))
    assert bot.choose(state.view_for(0)) == ChooseColor(Color.GREEN)


# ---------------------------------------------------------------------- +4 challenge


def _draw_four_on(player_hand: str, bluffer_hand: str) -> State:
    state = deal([bluffer_hand, player_hand], "g4", "r1 r2 r3 r5 r6 r7 r8 r9 y1 y2")
    state.apply(0, Play(card("+4"), color=Color.RED))
    assert state.phase is Phase.CHALLENGE
    return state


def test_easy_never_challenges() -> None:
    state = _draw_four_on("y1 y2 b9 g1 g2 b1 b2 b3", "+4 g1 g2 g3 g5 g6 g7 g8")
    for seed in range(20):
        assert make_bot("easy", 1, seed).choose(state.view_for(1)) == ACCEPT


def test_normal_challenges_when_a_big_hand_probably_held_the_colour() -> None:
    """official-rules-fr.txt: the +4 may be played only without a card of the colour in play;
    a player of seven cards almost surely held one."""
    big = _draw_four_on("y1 y2 b9 y3 y4 b1 b2 b3", "+4 g1 g2 g3 g5 g6 g7 g8")
    assert make_bot("normal", 1, 0).choose(big.view_for(1)) == CHALLENGE
    small = deal(["+4 y5", "y1 y2"], "g4", "r1 r2 r3 r5 r6 r7 r8 r9 y6 y7")
    small.apply(0, Play(card("+4"), color=Color.RED, uno=True))
    assert make_bot("normal", 1, 0).choose(small.view_for(1)) == ACCEPT


def test_hard_does_not_challenge_a_player_known_to_lack_the_colour() -> None:
    """The bluffer drew on green a moment ago: their +4 on green was probably honest."""
    state = deal(["+4 y1 y2 y3 y4 y5 y6 y7", "b1 b2 b3 b4 b5 b6 b7 b8"], "g4", "r1 r2 r3 r5 r6 r7 r8 r9 y8 y9")
    bot = make_bot("hard", 1, 0)
    deliver([bot], state.events)
    deliver([bot], state.apply(0, DRAW))  # no green: draws r1 and passes
    deliver([bot], state.apply(1, DRAW))  # no green either: draws r2 and passes
    deliver([bot], state.apply(0, Play(card("+4"), color=Color.BLUE)))
    assert state.phase is Phase.CHALLENGE
    assert bot.choose(state.view_for(1)) == ACCEPT


def test_hard_challenges_a_player_it_saw_holding_the_colour() -> None:
    """Hard saw the bluffer's hand (an earlier challenge showed it): a green card was in it, so the +4 is a bluff."""
    state = deal(["+4 g1 y1 y2 y3", "b1 b2 b3 b4 b5"], "g4", "r1 r2 r3 r5 r6 r7")
    bot = make_bot("hard", 1, 0)
    deliver([bot], state.events)
    bot.observe(HandRevealed(0, 1, tuple(state.hands[0])))
    deliver([bot], state.apply(0, Play(card("+4"), color=Color.BLUE)))
    assert bot.choose(state.view_for(1)) == CHALLENGE


def test_a_bluffed_draw_four_is_never_played_by_normal() -> None:
    state = deal(["+4 g5 b1", "y1 y2 b9"], "g4")
    for seed in range(10):
        action = make_bot("normal", 0, seed).choose(state.view_for(0))
        assert action == Play(card("g5"))


def test_an_honest_draw_four_stops_the_last_card() -> None:
    """The other player is down to one card; holding no green, a +4 on green is honest and stops them."""
    for level in ("normal", "hard"):
        state = deal(["+4 y4 b1 b2", "y1 y2 y3 y5"], "g4", "r1 r2 r3 r5 r6 r7 r8 r9 g1 g2")
        state.hands[1] = cards("y1")
        action = make_bot(level, 0, 0).choose(state.view_for(0))
        assert isinstance(action, Play) and action.card.rank is Rank.WILD_DRAW_FOUR, level
