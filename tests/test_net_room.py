"""A table on the server (issue 17), driven without sockets: people and bots play whole matches, each seat
gets only what it may see, the first answer to arrive wins, a seat that drops is waited for, then played for
by a bot, and gets back what it missed."""

from __future__ import annotations

import json
import random

import pytest

from uno_access import engine as e
from uno_access.engine.rules import PRESETS, RuleSet, totems, with_house_rules
from uno_access.net import protocol as p
from uno_access.net.lobby import WATCH_BASE
from uno_access.net.room import TIME_MARGIN, Room, RoomError
from uno_access.storage.codec import encode_card
from uno_access.table.messages import DecisionKind

from .conftest import card, deal
from .netplay import Clock, Inbox, Player, cards_named, create, make_room, play_out


def seat_people(room: Room, names: list[str]) -> list[tuple[object, Inbox]]:
    seated = []
    for name in names:
        inbox = Inbox()
        seated.append((room.sit(name, "fr", inbox.send), inbox))
    return seated


def test_two_people_and_two_bots_play_a_whole_match_and_each_hears_every_action_in_order() -> None:
    room, clock = make_room(create(bots=2, seed=11))
    seated = seat_people(room, ["Alice", "Bob"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    players = [Player(room, person, inbox, seed) for seed, (person, inbox) in enumerate(seated)]  # type: ignore[arg-type]
    answers = play_out(room, clock, players, rng=random.Random(1))
    assert answers > 20
    for _, inbox in seated:
        seqs = [news.seq for news in inbox.of(p.News)]
        assert seqs == list(range(1, len(seqs) + 1)), "numbered 1, 2, 3... without a gap"
        assert inbox.last_ask().kind is DecisionKind.MATCH_OVER  # type: ignore[union-attr]
    welcome = seated[1][1].of(p.Welcome)[-1]
    assert welcome.names == ("Alice", "Bob", "", "") and welcome.bots == (2, 3)


def _private_tables() -> dict[str, RuleSet]:
    """Every edition, and the official rules with each house rule (a short match each)."""
    from uno_access.engine import HOUSE_RULES

    tables = {name: rules.replace(target_score=min(rules.target_score, 200)) for name, rules in PRESETS.items()}
    official = RuleSet.preset("official").replace(target_score=200)
    for house in sorted(HOUSE_RULES):
        try:
            tables[f"official + {house}"] = with_house_rules(official, (house,))
        except Exception:  # noqa: BLE001 - a rule that needs another (said by its own tests)
            continue
    tables["seven-zero, stacking, jump-in"] = with_house_rules(official, ("seven-zero", "stacking", "jump-in"))
    return tables


PRIVATE_TABLES = _private_tables()


def _cards_of(event: e.Event) -> set[str]:
    return set(cards_named(json.dumps({"x": p._write(event)})))


@pytest.mark.parametrize("name", sorted(PRIVATE_TABLES))
def test_no_message_to_a_seat_names_a_card_it_may_not_see(name: str) -> None:
    """H1: every frame sent to every seat of whole matches, of every edition and every house rule, read when
    it is sent, actions included: the coloured cards it names are among what the seat may know this round
    (the cards it held, the discard pile, and the events as the rules show them to it, ``seen_by``).  The
    ``action`` of a news was sent to every seat as its actor chose it: UNO Totem Power's ``TotemUno`` named
    the card kept, UNO Wizz's "Presque Uno" both cards kept.  Cards are compared as names (two copies of each
    card make a missed leak rare).  A spectator (issue 33; from the lobby, or sitting down mid-match) holds no
    card: every frame sent to them names only what the rules show everyone."""
    rules = PRIVATE_TABLES[name]
    for seed in range(2):
        room, clock = make_room(create(rules, bots=1, seed=seed))
        seated = seat_people(room, ["Alice", "Bob", "Chloé"])
        checked = 0
        known: dict[int, tuple[int, int, set[str]]] = {}

        def check(text: str, seat: int, room: Room = room,
                  known: dict[int, tuple[int, int, set[str]]] = known) -> None:
            nonlocal checked
            table = room.table
            if table is None:
                return
            state = table.state
            events = state.events
            round_number, index, cards = known.get(seat, (-1, 0, set()))
            if round_number != state.round_number:
                starts = [n for n, event in enumerate(events) if isinstance(event, e.RoundStarted)]
                round_number, index, cards = state.round_number, starts[-1] if starts else 0, set()
            for event in events[index:]:
                seen = event.seen_by(seat)
                if seen is not None:
                    cards |= _cards_of(seen)
            watching = seat >= WATCH_BASE  # a spectator: no hand
            view = state.view_for(0 if watching else seat)  # what the rules show everyone (hands played open)
            cards |= {encode_card(c) for c in (*(() if watching else state.hands[seat]), *state.discard, *(
                card for hand in view.open_hands or () for card in hand))}
            known[seat] = (round_number, len(events), cards)
            named = set(cards_named(text))
            assert not named - cards, f"seat {seat} was sent {sorted(named - cards)}: {text[:400]}"
            checked += 1

        for person, inbox in seated:
            inbox.check = lambda text, seat=person.seat: check(text, seat)  # type: ignore[attr-defined, misc]
        spectator = Inbox()
        looked = [0]

        def spectator_check(text: str, looked: list[int] = looked, clock: Clock = clock, room: Room = room) -> None:
            check(text, WATCH_BASE)
            looked[0] += 1
            if looked[0] % 7 == 0 and room.lobby.watchers:  # now and then, how the table stands (a view)
                clock.later(0.0, lambda: room.lobby.look(room.lobby.watchers[0]))

        spectator.check = spectator_check
        if seed == 0:  # in the lobby; else once the match is dealt
            room.lobby.watch("Zoé", "en", spectator.send)
        room.start(seated[0][0])  # type: ignore[arg-type]
        if seed != 0:
            room.lobby.watch("Zoé", "en", spectator.send)
        players = [Player(room, person, inbox, seed * 10 + n) for n, (person, inbox) in enumerate(seated)]  # type: ignore[arg-type]
        play_out(room, clock, players, rng=random.Random(seed))
        assert checked > 50
        assert len(spectator.of(p.News)) > 10
        assert spectator.of(p.Ask) and all(ask.view.hand == () for ask in spectator.of(p.Ask))


def three_people_and_a_missed_uno() -> tuple[Room, Clock, list[tuple[object, Inbox]]]:
    """Alice, Bob and Chloé; Alice lays her last-but-one card without saying UNO."""
    room, clock = make_room(create(bots=0))
    seated = seat_people(room, ["Alice", "Bob", "Chloé"])
    state = deal(["r5 r6", "y1 y2", "g1 g2"], "r7", "b2 b3 b4 b5 b6 b7 b8 b9")
    room.start(seated[0][0], deal=state)  # type: ignore[arg-type]
    alice, bob, chloe = (inbox for _, inbox in seated)
    ask = alice.last_ask()
    assert ask is not None and ask.kind is DecisionKind.TURN
    room.act(seated[0][0], p.Act(ask.serial, e.Play(card("r5"))))  # type: ignore[arg-type]
    return room, clock, seated


def test_everyone_who_may_catch_is_asked_at_once_and_the_first_to_arrive_catches() -> None:
    """official-rules-fr.txt: the player who forgot UNO draws 2 "si un autre joueur le remarque" before the
    next player plays.  Two people may: the server takes the first message it reads."""
    room, _, seated = three_people_and_a_missed_uno()
    (alice_p, alice), (bob_p, bob), (chloe_p, chloe) = seated
    bob_ask, chloe_ask = bob.last_ask(), chloe.last_ask()
    assert bob_ask.kind is DecisionKind.TURN and e.CatchUno(0) in bob_ask.view.legal_actions  # type: ignore[union-attr]
    assert chloe_ask.kind is DecisionKind.WINDOW  # type: ignore[union-attr]
    room.act(chloe_p, p.Act(chloe_ask.serial, e.CatchUno(0)))  # type: ignore[arg-type, union-attr]
    with pytest.raises(RoomError) as late:
        room.act(bob_p, p.Act(bob_ask.serial, e.CatchUno(0)))  # type: ignore[arg-type, union-attr]
    assert late.value.reason == "stale", "Bob answered a question that had closed"
    assert len(room.table.state.hands[0]) == 3  # type: ignore[union-attr]
    caught = [event for news in alice.of(p.News) for event in news.events if isinstance(event, e.UnoCaught)]
    assert caught == [e.UnoCaught(catcher=2, target=0)]


def test_an_answer_the_rules_refuse_changes_nothing_and_says_why() -> None:
    room, _, seated = three_people_and_a_missed_uno()
    (_, _), (bob_p, bob), (chloe_p, chloe) = seated
    before = len(room.table.state.log)  # type: ignore[union-attr]
    ask = bob.last_ask()
    with pytest.raises(RoomError) as refused:
        room.act(bob_p, p.Act(ask.serial, e.Play(card("g1"))))  # type: ignore[arg-type, union-attr]
    assert (refused.value.reason, refused.value.detail) == ("illegal", e.Reason.CARD_NOT_IN_HAND.value)
    assert len(room.table.state.log) == before  # type: ignore[union-attr]
    with pytest.raises(RoomError) as not_yours:  # Chloé plays in Bob's turn: the rules say whose turn it is
        room.act(chloe_p, p.Act(chloe.last_ask().serial, e.Play(card("g1"))))  # type: ignore[arg-type, union-attr]
    assert not_yours.value.reason == "illegal"
    assert len(room.table.state.log) == before  # type: ignore[union-attr]


def test_a_chance_let_pass_by_everyone_lets_the_bots_act() -> None:
    room, clock = make_room(create(bots=2, seed=3))
    seated = seat_people(room, ["Alice"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    player = Player(room, seated[0][0], seated[0][1], 1)  # type: ignore[arg-type]
    play_out(room, clock, [player], rng=random.Random(0))
    assert room.table.state.is_match_over  # type: ignore[union-attr]


def test_the_next_round_starts_when_every_person_pressed_enter() -> None:
    room, clock = make_room(create(bots=0))
    seated = seat_people(room, ["Alice", "Bob"])
    state = deal(["r5", "y1"], "r7", "b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y2 y3 y4")
    room.start(seated[0][0], deal=state)  # type: ignore[arg-type]
    (alice_p, alice), (bob_p, bob) = seated
    room.act(alice_p, p.Act(alice.last_ask().serial, e.Play(card("r5"))))  # type: ignore[arg-type, union-attr]
    if room.table.state.is_match_over:  # type: ignore[union-attr]
        pytest.skip("one round was the match")
    assert alice.last_ask().kind is DecisionKind.NEXT_ROUND  # type: ignore[union-attr]
    room.act(alice_p, p.Act(alice.last_ask().serial, e.NEXT_ROUND))  # type: ignore[arg-type, union-attr]
    assert alice.last_ask().kind is DecisionKind.WAIT, "Alice waits for Bob"  # type: ignore[union-attr]
    assert room.table.state.phase is e.Phase.ROUND_OVER  # type: ignore[union-attr]
    room.act(bob_p, p.Act(bob.last_ask().serial, e.NEXT_ROUND))  # type: ignore[arg-type, union-attr]
    assert room.table.state.phase is not e.Phase.ROUND_OVER  # type: ignore[union-attr]


def test_a_seat_that_drops_is_waited_for_then_played_by_a_bot_and_gets_back_what_it_missed() -> None:
    room, clock = make_room(create(bots=1, wait=30.0, seed=5))
    seated = seat_people(room, ["Alice", "Bob"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    (alice_p, alice), (bob_p, bob) = seated
    players = [Player(room, alice_p, alice, 1)]  # type: ignore[arg-type]
    room.drop(bob_p)  # type: ignore[arg-type]
    assert any(m == p.Presence(1, "Bob", "away") for m in alice.messages)
    heard = len(bob.of(p.News))
    last_seq = bob.of(p.News)[-1].seq
    for _ in range(200):  # Alice plays on; the table waits at Bob's turn, 30 s, then a bot plays for him
        if not players[0].answer():
            clock.pass_time(clock.next_timer() or 1.0)
        if room.table.state.is_match_over or len(alice.of(p.News)) > 40:  # type: ignore[union-attr]
            break
    assert any(m == p.Presence(1, "Bob", "bot") for m in alice.messages)
    assert clock.time >= 30.0
    assert len(bob.of(p.News)) == heard, "nothing is sent to a seat away"
    back = Inbox()
    person = room.come_back(bob_p.token, last_seq, back.send)  # type: ignore[attr-defined]
    assert person is bob_p
    seqs = [news.seq for news in back.of(p.News)]
    assert seqs and seqs[0] == last_seq + 1 and seqs == list(range(last_seq + 1, last_seq + 1 + len(seqs)))
    assert p.Presence(1, "Bob", "bot-played") in back.messages
    assert isinstance(back.messages[0], p.Welcome) and back.last_ask() is not None
    assert 1 in room.table.humans and 1 not in room.table.bots, "the bot gave the seat back"  # type: ignore[union-attr]


def test_a_wrong_token_finds_no_seat_and_only_the_host_starts() -> None:
    room, _ = make_room(create(bots=1))
    seated = seat_people(room, ["Alice", "Bob"])
    with pytest.raises(RoomError) as wrong:
        room.come_back("not-a-token", 0, Inbox().send)
    assert wrong.value.reason == "bad-token"
    with pytest.raises(RoomError) as not_host:
        room.start(seated[1][0])  # type: ignore[arg-type]
    assert not_host.value.reason == "not-host"
    room.start(seated[0][0])  # type: ignore[arg-type]
    with pytest.raises(RoomError) as late:
        room.sit("Zoé", "fr", Inbox().send)
    assert late.value.reason == "started"


def test_a_table_the_rules_cannot_seat_is_refused_at_start() -> None:
    room, _ = make_room(create(with_house_rules(RuleSet.preset("official"), ("teams",)), bots=0))
    seated = seat_people(room, ["Alice", "Bob", "Chloé"])
    with pytest.raises(RoomError) as refused:
        room.start(seated[0][0])  # type: ignore[arg-type]
    assert refused.value.reason == "teams"  # said in the player's language (net-refused-teams)
    assert not room.started


def test_chat_is_said_to_everyone_with_its_seat() -> None:
    room, _ = make_room(create(bots=1))
    seated = seat_people(room, ["Alice", "Bob"])
    room.chat(seated[1][0], "bonne chance")  # type: ignore[arg-type]
    for _, inbox in seated:
        assert inbox.of(p.Said) == [p.Said(1, "bonne chance")]


def test_a_waiting_seat_gets_the_news_and_its_view_when_it_asks_for_it() -> None:
    """Three of four seats wait at each move: they get its news, and their whole view only when their player
    asks for something (``look``), with the same question number (keys typed meanwhile stay theirs)."""
    room, _, seated = three_people_and_a_missed_uno()
    (_, alice), (bob_p, bob), (chloe_p, chloe) = seated
    asks_before = len(alice.of(p.Ask))
    room.act(bob_p, p.Act(bob.last_ask().serial, e.DRAW))  # type: ignore[arg-type, union-attr]
    assert alice.of(p.News)[-1].action == e.DRAW
    waiting = alice.last_ask()
    assert waiting.kind is DecisionKind.WAIT and len(alice.of(p.Ask)) == asks_before  # type: ignore[union-attr]
    room.look(seated[0][0])  # type: ignore[arg-type]
    fresh = alice.last_ask()
    assert fresh.serial == waiting.serial and fresh.view.hand_counts[1] == 3  # type: ignore[union-attr]
    assert waiting.view.hand_counts[1] == 2  # type: ignore[union-attr]


def test_a_server_started_again_takes_its_tables_back_and_their_players_come_back(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The table is kept as its seed and its moves (SQLite); taken back, it is the same match, every person is
    away until they come back with their token, and the match goes on to its end."""
    from uno_access.net.store import TableStore

    store = TableStore(tmp_path / "server.db")
    clock = Clock()
    room = Room("654321", create(bots=1, seed=21), later=clock.later, now=clock.now, store=store)
    seated = seat_people(room, ["Alice", "Bob"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    players = [Player(room, person, inbox, n) for n, (person, inbox) in enumerate(seated)]  # type: ignore[arg-type]
    for _ in range(12):
        ready = [player for player in players if player.pending() is not None]
        if ready:
            ready[0].answer()
        clock.pass_time(0)  # the bots' moves, each a step of its own
    before = room.table.state  # type: ignore[union-attr]
    store.close()

    store = TableStore(tmp_path / "server.db")  # the server started again
    (kept,) = store.tables()
    clock = Clock()
    again = Room.take_back(kept, later=clock.later, now=clock.now, log=lambda line: None, store=store)
    assert again.table is not None and again.table.state.log == before.log
    assert again.table.state.hands == before.hands and again.table.state.discard == before.discard
    assert all(person.send is None for person in again.people)
    alice, bob = Inbox(), Inbox()
    last = seated[0][1].of(p.News)[-1].seq
    person = again.come_back(room.people[0].token, last, alice.send)
    assert person.seat == 0 and alice.last_ask() is not None
    assert not alice.of(p.News), "nothing missed: the numbers go on where they were"
    again.come_back(room.people[1].token, seated[1][1].of(p.News)[-1].seq, bob.send)
    players = [Player(again, again.people[0], alice, 5), Player(again, again.people[1], bob, 6)]
    play_out(again, clock, players, rng=random.Random(2))
    assert again.table.state.is_match_over


@pytest.mark.parametrize(("rules", "seed"), [("wizz", 16), ("wizz", 14), ("rapido", 13), ("totem", 13),
                                            ("robot", 0), ("olympic", 1)])
def test_races_jump_ins_and_totems_between_people_play_to_the_end(rules: str, seed: int) -> None:
    """UNO Wizz's race to shout (the server's clock lets the bots shout after their delay), Rapido's jump-ins,
    Totem Power's counters: out-of-turn answers of several people, taken in their order of arrival.  Seed 14
    of UNO Wizz stopped the table once: every person let the race go, the bot shouted, and nobody asked it
    for the card it lays then.  UNO Robot's seed 0 and Olympique's seed 1 refused a person's catch at their
    own turn: the bots that had noticed the forgotten UNO were let act first, as before a turn action."""
    room, clock = make_room(create(rules, bots=1, seed=seed))
    seated = seat_people(room, ["Alice", "Bob", "Chloé"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    players = [Player(room, person, inbox, n) for n, (person, inbox) in enumerate(seated)]  # type: ignore[arg-type]
    play_out(room, clock, players, rng=random.Random(3))
    kinds = {ask.kind for _, inbox in seated for ask in inbox.of(p.Ask)}
    assert DecisionKind.TURN in kinds and DecisionKind.WAIT in kinds
    if rules == "wizz" and seed == 16:
        assert DecisionKind.RACE in kinds


def test_a_person_who_leaves_is_played_by_a_bot_at_once() -> None:
    room, clock = make_room(create(bots=1, seed=2))
    seated = seat_people(room, ["Alice", "Bob"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    (alice_p, alice), (bob_p, _) = seated
    room.leave(bob_p)  # type: ignore[arg-type]
    assert p.Presence(1, "Bob", "left") in alice.messages and p.Presence(1, "Bob", "bot") in alice.messages
    assert 1 in room.table.bots and 1 not in room.table.humans  # type: ignore[union-attr]
    play_out(room, clock, [Player(room, alice_p, alice, 1)], rng=random.Random(0))  # type: ignore[arg-type]
    with pytest.raises(RoomError):
        room.come_back(bob_p.token, 0, Inbox().send)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_edition_plays_to_its_end_between_people(name: str) -> None:
    """Every edition, three people and a bot, a whole match (target capped at 200): no table stops, no answer
    the view allowed is refused (a sweep of every edition found the two bugs the test above pins)."""
    rules = RuleSet.preset(name)
    rules = rules.replace(target_score=min(rules.target_score or 200, 200))
    room, clock = make_room(create(rules, bots=1, seed=5))
    seated = seat_people(room, ["Alice", "Bob", "Chloé"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    players = [Player(room, person, inbox, n) for n, (person, inbox) in enumerate(seated)]  # type: ignore[arg-type]
    play_out(room, clock, players, rng=random.Random(5))


def two_people_under_a_15_s_limit() -> tuple[Room, Clock, list[tuple[object, Inbox]]]:
    """Alice and Bob, three cards each, Alice to play, 15 seconds a turn."""
    rules = RuleSet.preset("official").replace(time_limit=15)
    room, clock = make_room(create(rules, bots=0))
    seated = seat_people(room, ["Alice", "Bob"])
    state = deal(["r5 r6 r7", "y1 y2 y3"], "r9", "b2 b3 b4 b5 b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y4 y5 y6",
                 rules=rules)
    room.start(seated[0][0], deal=state)  # type: ignore[arg-type]
    return room, clock, seated


def test_under_the_time_limit_the_server_ends_a_turn_no_console_answers() -> None:
    """"s'il met trop de temps à choisir sa carte, il en pioche deux" (wikipedia-uno-fr.txt, the time limit).
    Each console runs the clock and sends the time-up itself, after the turn was said; a console that never
    answers (frozen, or not honest) does not hold the table: the server applies the time-up once the limit
    and a margin for the reading have passed."""
    room, clock, ((alice_p, alice), (bob_p, bob)) = two_people_under_a_15_s_limit()
    assert room.table.state.current_player == 0  # type: ignore[union-attr]
    clock.pass_time(15 + TIME_MARGIN - 1)
    assert room.table.state.current_player == 0, "the console's own clock goes first"  # type: ignore[union-attr]
    clock.pass_time(2)
    assert len(room.table.state.hands[0]) == 3 + 2  # type: ignore[union-attr]
    assert room.table.state.current_player == 1  # type: ignore[union-attr]
    assert bob.last_ask().kind is DecisionKind.TURN  # type: ignore[union-attr]


def test_a_turn_answered_in_time_is_not_ended_by_the_server() -> None:
    room, clock, ((alice_p, alice), (bob_p, bob)) = two_people_under_a_15_s_limit()
    clock.pass_time(10)
    room.act(alice_p, p.Act(alice.last_ask().serial, e.Play(card("r5"))))  # type: ignore[arg-type, union-attr]
    clock.pass_time(15 + TIME_MARGIN + 1 - 10)  # Alice's old deadline passes in Bob's turn: nothing happens
    assert len(room.table.state.hands[0]) == 2 and len(room.table.state.hands[1]) == 3  # type: ignore[union-attr]
    assert room.table.state.current_player == 1  # type: ignore[union-attr]


def test_a_seat_that_missed_more_news_than_are_kept_is_told_so_and_gets_the_table_as_it_is(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The server keeps each seat's last news (room.KEPT); a seat away longer hears that some moves are
    missing from its history, then the news kept, then its question with the table as it is now."""
    from uno_access.net import room as room_module

    monkeypatch.setattr(room_module, "KEPT", 5)
    room, clock = make_room(create(bots=1, wait=1.0, seed=5))
    seated = seat_people(room, ["Alice", "Bob"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    (alice_p, alice), (bob_p, bob) = seated
    last_seq = bob.of(p.News)[-1].seq
    room.drop(bob_p)  # type: ignore[arg-type]
    player = Player(room, alice_p, alice, 1)  # type: ignore[arg-type]
    while len(alice.of(p.News)) < 30 and not room.table.state.is_match_over:  # type: ignore[union-attr]
        if not player.answer():
            clock.pass_time(clock.next_timer() or 1.0)
    back = Inbox()
    room.come_back(bob_p.token, last_seq, back.send)  # type: ignore[attr-defined]
    missed = p.Presence(1, "Bob", "missed")
    assert missed in back.messages
    news = back.of(p.News)
    assert len(news) <= 5 and back.messages.index(missed) < back.messages.index(news[0])
    assert back.last_ask() is not None


def test_a_seat_that_missed_only_what_is_kept_is_not_told_anything_is_missing() -> None:
    room, clock = make_room(create(bots=1, wait=30.0, seed=5))
    seated = seat_people(room, ["Alice", "Bob"])
    room.start(seated[0][0])  # type: ignore[arg-type]
    (_, _), (bob_p, bob) = seated
    last_seq = bob.of(p.News)[-1].seq
    room.drop(bob_p)  # type: ignore[arg-type]
    back = Inbox()
    room.come_back(bob_p.token, last_seq, back.send)  # type: ignore[attr-defined]
    assert not any(isinstance(m, p.Presence) and m.what == "missed" for m in back.messages)


def test_each_bot_move_is_a_step_of_its_own_even_at_pace_0() -> None:
    """C1: at pace 0 the bots' moves ran in one loop inside the call that let them play: a table of 9 bots
    whose person left played its whole match without handing control back (the server froze).  Each move
    is its own step now (the server's loop runs other tables between two), and a table with nobody
    connected waits for someone to come back."""
    rules = RuleSet.preset("official").replace(target_score=100_000)
    room, clock = make_room(create(rules, bots=9, pace=0.0, seed=5))
    person = room.sit("Alice", "fr", Inbox().send)
    watcher_moves: list[int] = []
    room.start(person)
    table = room.table
    assert table is not None
    table.on_apply.append(lambda seat, action, events: watcher_moves.append(seat))
    assert len(watcher_moves) <= 1
    for _ in range(5):
        before = len(watcher_moves)
        clock.run_one()
        assert len(watcher_moves) - before <= 1, "one bot move a step"
    left_at = len(watcher_moves)
    room.leave(person)
    assert len(watcher_moves) - left_at <= 1, "leaving lets one step run, not the match"
    clock.pass_time(60)
    assert len(watcher_moves) - left_at <= 1, "nobody at the table: the bots wait"
    assert not table.state.is_match_over


def test_a_searching_bot_thinks_off_the_table_and_its_choice_is_played_when_it_comes() -> None:
    """C1: a hard or expert bot's search (tens of ms, more on the Python engine) ran inside the server's
    loop.  The room hands it to ``think`` (a worker thread on the server) and plays the choice when it
    comes back; a choice that comes too late (the cap) gives way to a quick one."""
    from uno_access.net.room import THINK_CAP

    work: list[tuple[object, object]] = []
    clock = Clock()
    room = Room("123456", p.Create("Alice", "fr", RuleSet.preset("official"), 3, "hard", 30.0, 0.0, 5),
                later=clock.later, now=clock.now, think=lambda job, done: work.append((job, done)))
    inbox = Inbox()
    alice = room.sit("Alice", "fr", inbox.send)
    room.start(alice)
    table = room.table
    assert table is not None
    players = [Player(room, alice, inbox, 1)]
    for _ in range(40):
        if work:
            job, done = work.pop(0)
            before = len(table.state.log)
            clock.pass_time(0)
            assert len(table.state.log) == before, "nothing moves while the bot thinks"
            done(job())  # type: ignore[operator]
            clock.pass_time(0)
        elif not players[0].answer():
            clock.pass_time(1)
    assert len(table.state.log) > 20
    # A search that never comes back: the table moves on after the cap with a quick choice.
    while not work:
        if not players[0].answer():
            clock.pass_time(0.5)
    before = len(table.state.log)
    work.clear()
    clock.pass_time(THINK_CAP + 0.1)
    assert len(table.state.log) > before


def test_the_card_kept_with_the_four_totems_is_named_to_its_player_only() -> None:
    """H1: UNO Totem Power's ``TotemUno`` named the card kept to every seat (the whole hand left)."""
    from .conftest import deal_variant
    from .test_editions_totem import PILE, TOTEM

    room, _ = make_room(create(TOTEM, bots=0))
    seated = seat_people(room, ["Alice", "Bob"])
    state = deal_variant(["r1 g5 b7 y8", "g1 g2 g3 g4"], "r9", PILE, rules=TOTEM)
    totems.FAMILY.put(state, (0, 0, 0, 0))
    room.start(seated[0][0], deal=state)  # type: ignore[arg-type]
    (alice_p, alice), (_, bob) = seated
    room.act(alice_p, p.Act(alice.last_ask().serial, e.TotemUno(card("y8"))))  # type: ignore[arg-type, union-attr]
    assert alice.of(p.News)[-1].action == e.TotemUno(card("y8"))
    news = bob.of(p.News)[-1]
    assert news.action is None and any(isinstance(event, e.TotemUnoCalled) for event in news.events)
    assert "yellow/8" not in bob.texts[-2] + bob.texts[-1]
