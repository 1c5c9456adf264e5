"""The playtest journal: what a table records, notes tied to moves, the survey, and the report."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pygame

from game import journal
from game.core import Action
from game.match import Match
from game.playtest_report import CSV_COLUMNS, load_sessions, write
from tests.test_kit import run

ROOT = Path(__file__).resolve().parent.parent


def _entries() -> list[dict]:
    files = journal.journals()
    assert len(files) == 1, files
    return list(journal.read(files[0]))


def _table(app, game="elemons", seats=("human", "bot:easy"), seed=3):
    app.settings.speed = "instant"
    app.open_table(Match(game, list(seats), seed=seed))
    table = app.stack.top
    run(app, 0.05)
    for _ in range(200):
        if table.human_to_act() is not None:
            break
        run(app, 0.05)
    assert table.human_to_act() is not None
    return table


def test_round_trip_of_a_journal(tmp_path):
    book = journal.Journal(tmp_path / "j.jsonl", "kaiju", ["human", "bot:easy"], ["Zoé", ""], 7, "2026-11-26T10:00:00")
    book.waiting(0, 1.5, "play")
    book.refused(0, "take 9", "kaiju.no_card", "Vous n'avez pas cette carte")
    book.aid(0, "inspect", "Mecha 3")
    book.decided(0, "play 3 wound")
    book.decided(1, "pass")
    book.note(0, "le 3 est trop fort")
    book.survey(0, 5, 4, "right", "super")
    book.end([0], 2)
    with (tmp_path / "j.jsonl").open("a") as fh:
        fh.write('{"kind": "decision", "seat": 0, "tru')  # a killed client's half line
    entries = list(journal.read(tmp_path / "j.jsonl"))
    kinds = [e["kind"] for e in entries]
    assert kinds == ["start", "refusal", "aid", "decision", "decision", "note", "survey", "end"]
    mine = entries[3]
    assert mine["seconds"] == 1.5 and mine["refusals"] == 1 and mine["aids"] == ["inspect:Mecha 3"]
    assert mine["phase"] == "play" and mine["person"] and mine["move"] == 0
    assert entries[4]["person"] is False and "seconds" not in entries[4] and entries[4]["move"] == 1
    assert entries[5]["move"] == 2 and entries[6]["fun"] == 5
    assert (tmp_path / "j.jsonl").stat().st_mode & 0o077 == 0  # the tester's words are theirs


def test_a_journal_that_cannot_be_written_lets_the_game_go_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    book = journal.Journal(blocker / "j.jsonl", "kaiju", ["human"], [""], 1, "x")
    book.decided(0, "pass")
    assert book.problem and book.path is None


def test_the_table_records_decisions_refusals_aids_and_undo(app):
    table = _table(app, "kaiju", ("human", "bot:easy"), seed=5)
    seat = table.human_to_act()
    assert not table.act(seat, Action.parse("flip 99"))
    table.journal_aid("aid")
    legal = table.legal(seat)
    assert table.act(seat, legal[0])
    run(app, 0.05)
    entries = _entries()
    refusal = next(e for e in entries if e["kind"] == "refusal")
    assert refusal["action"] == "flip 99" and refusal["reason"] and refusal["words"]
    decision = next(e for e in entries if e["kind"] == "decision" and e["seat"] == seat)
    assert decision["person"] and decision["refusals"] == 1 and decision["aids"] == ["aid"]
    assert decision["action"] == str(legal[0]) and decision["seconds"] > 0
    assert entries[0]["kind"] == "start" and entries[0]["game"] == "kaiju"


def test_a_note_is_tied_to_its_move_and_shown_in_the_replay(app, tmp_path):
    table = _table(app)
    seat = table.human_to_act()
    table.act(seat, Action.parse("flip 0"))
    run(app, 0.05)
    moves = len(table.feed.moves_since(0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))
    app.frame(0.02)
    assert type(app.stack.top).__name__ == "NoteScene"
    app.stack.top.done("la tuile 0 brille")
    assert app.stack.top is table
    note = next(e for e in _entries() if e["kind"] == "note")
    assert note["text"] == "la tuile 0 brille" and note["move"] == moves
    log = table.feed.game_log()
    assert log["notes"] == [[moves, seat, "la tuile 0 brille"]]
    again = Match.replay(json.loads(json.dumps(log)))
    assert again.notes == log["notes"]
    from game.feed import ReplayFeed

    replay = ReplayFeed(log, moves)
    assert replay.notes() == log["notes"]


def test_the_survey_at_the_end_is_kept_or_skipped(app, monkeypatch):
    from scene_input import click, spy_on

    from game.i18n import t
    from scenes import playtest
    from scenes.playtest import SurveyScene

    got = []
    s = SurveyScene(app, "Zoé", lambda *a: got.append(a))
    app.stack.push(s)
    s.pick("fun", 4)
    s.pick("clarity", 2)
    s.pick("clarity", 2)  # a second click takes the answer back
    s.pick("length", "long")
    s.field.text = "trop de cartes"
    s.finish()
    assert got == [(4, None, "long", "trop de cartes")]
    # round 13: the survey vanished on "Envoyer" without a word; a thank-you says the answers are kept,
    # then goes by itself or at a click
    assert app.stack.top is s and s.thanks is not None
    texts = spy_on(playtest, "render", monkeypatch.setattr)
    from scenes import ui

    wrapped = spy_on(ui, "render", monkeypatch.setattr)  # where the answers went, wrapped (text_block)
    real_title = playtest.title
    monkeypatch.setattr(playtest, "title",
                        lambda surf, text, *a, **k: (texts.append(text), real_title(surf, text, *a, **k)))
    s.draw(pygame.Surface((1280, 720)))
    texts += wrapped
    assert t("survey.thanks") in texts and t("survey.thanks_kept") in texts, texts
    s.finish()  # a second Enter sends nothing twice
    assert len(got) == 1
    click(app, (640, 360))
    assert app.stack.top is not s
    timed = SurveyScene(app, "", lambda *a: got.append(a))
    app.stack.push(timed)
    timed.pick("fun", 5)
    timed.finish()
    for _ in range(int(playtest.THANKS_FOR * 30) + 5):  # frames, not seconds: it goes after its time
        if app.stack.top is not timed:
            break
        app.frame(1 / 30)
    assert app.stack.top is not timed, "the thank-you goes by itself"
    assert len(got) == 2
    empty = SurveyScene(app, "", lambda *a: got.append(a))
    app.stack.push(empty)
    empty.finish()  # nothing answered: nothing sent, no thanks, gone at once
    assert app.stack.top is not empty and len(got) == 2
    skipped = SurveyScene(app, "Zoé", lambda *a: got.append(a))
    app.stack.push(skipped)
    skipped.skip()
    assert len(got) == 2 and app.stack.top is not skipped


def test_journals_off_write_nothing(app):
    app.settings.journal = False
    table = _table(app)
    assert table.journal is None
    table.act(table.human_to_act(), Action.parse("flip 0"))
    assert journal.journals() == []


def _report(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ELEMENTAL_TABLE_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "report", *args], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120)


def test_report_on_an_empty_folder_is_one_line_and_exit_2(tmp_path):
    out = _report("--out", str(tmp_path / "r"), home=tmp_path / "home")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "no playtest journal" in out.stderr


def test_report_pages_and_csv_with_anonymous_names(private_home, tmp_path):
    book = journal.Journal(journal.journal_path("kaiju", "2026-11-26T10:00:00", 7), "kaiju", ["human", "bot:easy"],
                           ["Zoé K", ""], 7, "2026-11-26T10:00:00")
    for i in range(4):
        book.waiting(0, 2.0 + i, "play")
        if i == 1:
            book.refused(0, "take 9", "kaiju.no_card", "Vous n'avez pas cette carte")
        book.decided(0, f"play {i} wound")
        book.decided(1, "pass")
    book.note(0, "Zoé hésite")
    book.survey(0, 4, 5, "right", "")
    book.end([0], 8)
    sessions = load_sessions()
    page, sheet, rows = write(tmp_path / "r", sessions, anonymous=True)
    text = page.read_text(encoding="utf-8")
    assert "Zoé K" not in text and "Seat 1" in text
    assert "Vous n&#x27;avez pas cette carte" in text and "kaiju.no_card" in text
    with sheet.open(encoding="utf-8") as fh:
        table = list(csv.DictReader(fh))
    assert tuple(table[0]) == CSV_COLUMNS and rows == len(table) == 8
    assert [r["seconds"] for r in table if r["person"] == "1"] == ["2.0", "3.0", "4.0", "5.0"]
    assert {r["player"] for r in table} == {"Seat 1", "Seat 2"}
    assert "token" not in text.lower()
    named = _report("--out", str(tmp_path / "named"), "--game", "kaiju", home=private_home)
    assert named.returncode == 0, named.stderr
    assert "Zoé K" in (tmp_path / "named" / "report.html").read_text(encoding="utf-8")
    assert _report("--since", "2030-01-01", "--out", str(tmp_path / "x"), home=private_home).returncode == 2
    assert _report("--since", "soon", "--out", str(tmp_path / "x"), home=private_home).returncode == 2


# -- hosted games: the host gathers its clients' lines ----------------------------------------------
def _hello(table, conn, token):
    from net import protocol

    table.connect(conn)
    return table.receive(conn, protocol.encode({"type": "hello", "version": protocol.VERSION, "token": token}))


def test_the_host_gathers_its_clients_journals(private_home, tmp_path):
    from net import protocol
    from net.host import HostTable

    match = Match("kaiju", ["remote", "remote"], seed=4)
    match.names = ["Zoé K", "Ali"]
    table = HostTable(match, tmp_path / "host-kaiju.json")
    table.spectator_token = "watch-me"
    _hello(table, 1, table.tokens[0])
    _hello(table, 2, table.tokens[1])
    _hello(table, 3, "watch-me")

    def send(conn, entry):
        return table.receive(conn, protocol.encode({"type": "journal", "entry": entry}))

    seat = match.state.actors()[0]
    conn = 1 if seat == 0 else 2
    other = 3 - conn
    send(conn, {"kind": "refusal", "seat": 1 - seat, "action": "take 9", "reason": "kaiju.x", "words": "Non."})
    send(conn, {"kind": "aid", "what": "inspect", "on": "Mecha 3"})
    send(other, {"kind": "note", "text": "x" * 5000})
    send(3, {"kind": "note", "text": "a spectator writes nothing"})
    send(conn, {"kind": "token", "text": "not a kind we keep"})
    send(conn, {"kind": "start", "game": "elemons"})
    action = match.state.legal_actions(seat)[0]
    table.receive(conn, protocol.encode({"type": "action", "id": 1, "action": str(action)}))
    send(conn, {"kind": "timing", "action": str(action), "seconds": 4.25, "wall": 6.0, "refusals": 1, "undos": 0,
                "hints": 0, "aids": ["inspect:Mecha 3"]})
    table.receive(other, protocol.encode({"type": "chat", "text": "bien joué"}))
    entries = _entries()
    kinds = [e["kind"] for e in entries]
    assert kinds[0] == "start" and kinds.count("start") == 1
    refusal = next(e for e in entries if e["kind"] == "refusal")
    assert refusal["seat"] == seat and refusal["from"] == "client"  # the connection's seat, not the line's
    note = next(e for e in entries if e["kind"] == "note")
    assert note["seat"] == 1 - seat and len(note["text"]) == 300
    assert not any(e.get("text") == "a spectator writes nothing" for e in entries)
    assert "token" not in kinds
    decision = next(e for e in entries if e["kind"] == "decision")
    assert decision["seat"] == seat and decision["person"] and decision["action"] == str(action)
    assert any(e["kind"] == "chat" and e["text"] == "bien joué" for e in entries)
    session = load_sessions()[0]
    joined = session.decisions[0]
    assert joined["seconds"] == 4.25 and joined["refusals"] == 1 and joined["aids"] == ["inspect:Mecha 3"]
    assert "watch-me" not in journal.journals()[0].read_text(encoding="utf-8")


def test_the_n_that_opens_a_note_is_not_its_first_letter(app):
    table = _table(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="n"))
    for ch in "ok":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(0.02)
    note = app.stack.top
    assert type(note).__name__ == "NoteScene" and note.field.text == "ok"
    note.done(note.field.text)
    assert app.stack.top is table


def test_the_survey_comes_after_the_results_as_the_person_leaves_them(app, monkeypatch):
    from scene_input import click, key, see_held, spy_texts

    from game.i18n import t

    app.settings.survey = True
    table = _table(app, "kaiju", ("human", "bot:easy"), seed=5)
    import random

    rng = random.Random(3)  # a game the person wins: the headline then speaks to them ("Vous gagnez !")
    for _ in range(4000):
        if table.feed.is_over:
            break
        seat = table.human_to_act()
        if seat is not None:
            table.act(seat, rng.choice(table.legal(seat)))
        see_held(app, table)  # a drawn card waits for the person's click
        run(app, 0.05)
    for _ in range(100):
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        see_held(app, table)
        run(app, 0.05)
    run(app, 1.0)
    results = app.stack.top
    assert type(results).__name__ == "ResultsScene", "the results are read first, no survey over them"
    import scenes.common

    drawn = spy_texts(monkeypatch, scenes.common)
    app.draw()
    assert t("results.survey_next") in drawn, "the results say the survey comes on leaving (nc8: it surprised)"

    def pause_choice(label: str) -> None:
        key(app, pygame.K_ESCAPE)
        pause = app.stack.top
        assert type(pause).__name__ == "PauseScene"
        click(app, next(b for b in pause.bar.buttons if b.label == label).rect.center)
        run(app, 0.1)

    # « Revoir » opens the replay at once, over the results (nc15 met the survey there, before the
    # replay); its pause goes back to them, and the survey still waits
    replay = next(b for b in results.bar.buttons if b.label == t("results.replay"))
    click(app, replay.rect.center)
    run(app, 0.1)
    assert getattr(getattr(app.stack.top, "feed", None), "replaying", False), type(app.stack.top).__name__
    pause_choice(t("pause.replay_results"))
    assert app.stack.top is results and results.surveys == [0]
    # the replay's own « Sortir du replay » goes back to them as well, in one click (round 18)
    click(app, replay.rect.center)
    run(app, 0.1)
    click(app, next(b for b in app.stack.top.tools.buttons if b.tag == "leave").rect.center)
    run(app, 0.1)
    assert app.stack.top is results and results.surveys == [0]
    # leaving a replay opened from the results for the menu goes through them: the survey comes first
    click(app, replay.rect.center)
    run(app, 0.1)
    pause_choice(t("pause.replay_menu"))
    survey = app.stack.top
    assert type(survey).__name__ == "SurveyScene", "leaving the results asks the survey first"
    assert app.stack.scenes[-2] is results
    assert survey.who == "", "the one person at this screen is spoken to, not named"
    # the headline under the survey still speaks to the person: the surveys were popped from a copy
    # (popped from `people` itself, "Vous gagnez !" turned into "Joueur 1 gagne !" under the survey)
    assert results.people == [0]
    import scenes.ui

    texts = spy_texts(monkeypatch, scenes.ui)
    app.draw()  # the results, then the survey over them
    assert t("results.you_win") in texts and t("survey.title_you") in texts, texts[:6]
    survey.skip()
    run(app, 0.1)
    assert type(app.stack.top).__name__ == "MenuScene", "then goes where the person asked"


def test_the_pencil_opens_a_note_and_n_stays_the_tables_where_it_uses_it(app):
    from scene_input import click

    table = _table(app, "monsters", ("human", "bot:easy"), seed=2)
    assert table.takes_key(pygame.K_n)  # Monsters: N hands the screen to the next person
    click(app, table.note_rect.center)
    assert type(app.stack.top).__name__ == "NoteScene"
    app.stack.top.close()
    kaiju = _table(app, "kaiju", ("human", "bot:easy"), seed=5)
    hot = {b.hotkey for b in kaiju.buttons_shown()}
    assert kaiju.takes_key(pygame.K_n) == (pygame.K_n in hot)
