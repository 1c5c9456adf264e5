"""A guided first game: a scripted position, the steps a newcomer is walked through, and the feed
that holds the person to them.

One mechanism for the five games; each game gives data only, `data/<id>/tutorial.yaml`:

```yaml
scenario: scenarios/tutorial.yaml   # the position, read by the game's own scenario reader
seats: [human, bot:easy]            # one person; the others are bots, deterministic from the seed
seed: 3
chance: {die: [1, 3, 6]}            # optional: the dice, shuffles... scripted (game.core.Chance)
bot: [move e6 f6 2, end]            # optional: the bot's first actions, in order (then it decides itself)
steps:
  - do: flip 0                      # the action expected ("trick blue *": any action so begun)
                                    # or `read`: words only, the box's "Continue" goes on
    say: {fr: "...", en: "..."}     # what to do and why, one or two sentences
    wrong: {fr: "...", en: "..."}   # optional: the answer to any other click
    show: deck_out                  # optional: a picture the game's table draws during the step
end: {fr: "...", en: "..."}         # said once the last step is played
opening:                            # optional: a first part from another position (a real start),
  scenario: scenarios/opening.yaml  # played before the rest with the same seats; its own seed, chance,
  steps: [...]                      # bot and steps; its last step is one to read, whose "Continue"
                                    # opens the rest (the game of the opening is left there)
ending:                             # optional: a last part from another position (another way to win),
  scenario: scenarios/ending.yaml   # played after the rest's finish, from its results ("Continue"); its
  steps: [...]                      # own seed, chance, bot and steps, and the `end` said at its finish
  end: {fr: "...", en: "..."}
```

The rules engine plays every step for real. A different action is answered with the step's
`wrong` text and never reaches the engine, so the state stays as it was. The steps stay valid
because the bots are deterministic from the seed and the chance outcomes are scripted; `verify`
plays the whole script headless (check-data does) and names the first step that is not legal
when it is reached, as `file:line: what`. A real-time game's clock stands still while a step
speaks (the newcomer reads at their own pace), so its tutorial seats no bot.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from game import data, i18n, registry
from game.bots import Bot
from game.core import Action, Event, IllegalAction
from game.feed import LocalFeed
from game.match import Match

FILE = "tutorial.yaml"
READ = "read"  # a step of words only (one idea, then the action's step): its box's "Continue" goes on
MAX_STEPS = 60  # a first game of five to ten minutes; more is a mistake in the file


def path(game_id: str) -> Path:
    """Where a game's tutorial lives."""
    return data.game_file(game_id, FILE)


def exists(game_id: str) -> bool:
    return path(game_id).is_file()


def _texts(node: data.Node) -> dict[str, str]:
    """A sentence in both languages: a tutorial speaks French and English, never one for the other."""
    if not isinstance(node.value, dict):
        raise node.error("expected a mapping with 'fr' and 'en' texts")
    node.only_keys("fr", "en")
    for lang in ("fr", "en"):
        if not node.has(lang):
            raise node.error(f"no text in '{lang}'", "missing", name=lang)
    return {lang: node[lang].str() for lang in ("fr", "en")}


@dataclass(frozen=True)
class Step:
    """One thing the newcomer is asked to do."""

    do: str
    say: dict[str, str]
    wrong: dict[str, str]
    line: int | None
    # `marks: false`: the screen draws no labels or arrow for this step: the person finds the way
    # (issue 24, Monsters: "I followed the labels and never found a line myself"); a hint still helps
    marks: bool = True
    # `show: <name>`: a picture the game's table draws while the step speaks (Monsters: `deck_out`, two
    # seats' tricks and who wins when the deck runs out); a table draws only the names it knows
    show: str = ""
    # `watch:` what to watch in the opponent's turn before this step (the box said only « À l'adversaire
    # de jouer : regardez ce qu'il fait », nc27 Kaiju); `hint:` the one line the hint (H) says with its
    # marks, the reason for the move (nc27 Kaiju: its button went, the move framed, and nothing said why)
    watch: dict[str, str] = field(default_factory=dict)
    hint: dict[str, str] = field(default_factory=dict)

    @property
    def reads(self) -> bool:
        """A step of words only: no action is asked, the person reads and goes on."""
        return self.do == READ

    def matches(self, action: Action) -> bool:
        """Is `action` the one asked for? `do: "trick blue *"` takes any action so begun."""
        if self.reads:
            return False
        text = str(action)
        if self.do.endswith("*"):
            return (text + " ").startswith(self.do[:-1])
        return text == self.do

    def pick(self, legal: list[Action]) -> Action | None:
        """The legal action this step asks for (the first, for a pattern), or None (a step to read)."""
        return next((a for a in legal if self.matches(a)), None)

    def text(self, lang: str | None = None) -> str:
        return self.say.get(lang or i18n.lang) or self.say["en"]

    def watch_text(self, lang: str | None = None) -> str:
        """What to watch in the opponent's turn before this step, or ""."""
        return self.watch.get(lang or i18n.lang) or self.watch.get("en", "")

    def hint_text(self, lang: str | None = None) -> str:
        """Why the step's move, said once the hint (H) showed it, or ""."""
        return self.hint.get(lang or i18n.lang) or self.hint.get("en", "")

    def wrong_text(self, lang: str | None = None) -> str:
        if not self.wrong:  # a step to read: any click on the game is answered with where to go on
            return i18n.t_in(lang or i18n.lang, "tutorial.read_wrong")
        return self.wrong.get(lang or i18n.lang) or self.wrong["en"]


@dataclass
class Tutorial:
    """A game's tutorial file, read and checked."""

    game_id: str
    file: Path
    scenario: Path | None
    seats: list[str]
    seed: int
    chance: dict[str, list[Any]]
    steps: list[Step]
    end: dict[str, str]
    options: dict[str, Any] = field(default_factory=dict)
    chance_line: int | None = None  # where a scripted outcome the rules reject is reported
    bot: list[str] = field(default_factory=list)  # the bot's first actions, as the rules write them
    # Evolution (nc47): the real opening was never played, told only in words; Elem Master (nc49, nc50,
    # nc52): the count's ending, only said. The part before this one (`prev`, from its own position) and
    # the part after it (`then`)
    prev: Tutorial | None = None
    then: Tutorial | None = None

    @property
    def before(self) -> int:
        """The steps of the parts before this one, so that « Étape n sur N » counts the whole tutorial."""
        return self.prev.before + len(self.prev.steps) if self.prev is not None else 0

    @property
    def total(self) -> int:
        """The steps of the whole tutorial, every part."""
        return self.before + len(self.steps) + (self.then.total - self.then.before if self.then is not None else 0)

    @property
    def parts(self) -> list[Tutorial]:
        """Every part of the tutorial, in the order they are played."""
        first = self
        while first.prev is not None:
            first = first.prev
        out = [first]
        while (after := out[-1].then) is not None:
            out.append(after)
        return out

    @property
    def leaves_open(self) -> bool:
        """A part that ends on words to read, its game left where it is: their "Continue" opens the
        next part (an opening). Any other part ends on its game's finish."""
        return self.then is not None and self.steps[-1].reads

    @property
    def person(self) -> int:
        return self.seats.index("human")

    def new_match(self) -> Match:
        """The scripted position with its seats, seed and chance: the same game every time."""
        chance = {k: list(v) for k, v in self.chance.items()}
        match = Match(self.game_id, list(self.seats), seed=self.seed, options=dict(self.options),
                      scenario=str(self.scenario) if self.scenario else None, chance_script=chance or None)
        if self.bot:
            seat = next(iter(match.bots))
            match.bots[seat] = cast(Bot, ScriptedBot(match.bots[seat], list(self.bot)))
        return match

    def feed(self) -> TutorialFeed:
        """The tutorial from its first step (its opening, where it has one)."""
        return self.parts[0].part_feed()

    def part_feed(self) -> TutorialFeed:
        """This part alone, from its own first step."""
        return TutorialFeed(self, self.new_match())

    def end_text(self, lang: str | None = None) -> str:
        return self.end.get(lang or i18n.lang) or self.end["en"]


class ScriptedBot:
    """A tutorial's bot that plays its script's actions first, in order, then decides as its level does
    (a step can show an opponent's move the level would not choose there: an attack to read)."""

    def __init__(self, inner: Bot, script: list[str]) -> None:
        self.inner, self.script = inner, script

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if not self.script:
            return self.inner.choose(view, legal)
        text = self.script.pop(0)
        action = next((a for a in legal if str(a) == text), None)
        if action is None:
            raise IllegalAction(f"the bot's scripted '{text}' is not legal when it is reached")
        return action

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


DEFAULT_WRONG = {
    "fr": "Pas tout à fait : cliquez sur ce que montre la flèche.",
    "en": "Not quite: click what the arrow points at.",
}


def load(game_id: str) -> Tutorial:
    """Read `data/<id>/tutorial.yaml`; a mistake is a DataError `file:line: what`."""
    registry.get(game_id)  # an unknown game is refused before any file is read
    f = path(game_id)
    if not f.is_file():
        raise data.DataError(f, None, f"{game_id} has no tutorial")
    node = data.load(f)
    node.only_keys("scenario", "seats", "seed", "chance", "options", "steps", "end", "bot", "opening", "ending")
    tut = _part(game_id, f, node, None)
    if node.has("opening"):
        o = node["opening"]
        o.only_keys("scenario", "seed", "chance", "options", "steps", "bot")  # the seats are the rest's
        opening = _part(game_id, f, o, tut.seats)
        if not opening.steps[-1].reads:
            raise o["steps"].error("an opening ends on a step to read: its \"Continue\" opens the rest")
        opening.then, tut.prev = tut, opening
    if node.has("ending"):
        e = node["ending"]
        e.only_keys("scenario", "seed", "chance", "options", "steps", "bot", "end")
        if not e.has("end"):
            raise e.error("an ending says its own 'end', once its game is over", "missing", name="end")
        ending = _part(game_id, f, e, tut.seats)
        if tut.steps[-1].reads:
            raise node["steps"].error("a tutorial with an ending ends on its game's finish, not on words to read")
        tut.then, ending.prev = ending, tut
    if tut.total > MAX_STEPS:
        raise node["steps"].error(f"{tut.total} steps in all: a first game has at most {MAX_STEPS}")
    return tut


def _part(game_id: str, f: Path, node: data.Node, seats_of: list[str] | None) -> Tutorial:
    """One part of a tutorial file: the whole file, or its `opening` or `ending` (`seats_of`: the seats
    they share)."""
    spec = registry.get(game_id)
    scenario = None
    if node.has("scenario"):
        scenario = (f.parent / node["scenario"].str()).resolve()
        if not scenario.is_file():
            raise node["scenario"].error(f"no scenario file '{node['scenario'].value}'")
    seats = list(seats_of) if seats_of is not None else [n.str() for n in node["seats"].list()]
    if seats.count("human") != 1:
        raise node["seats"].error("a tutorial seats exactly one person ('human')")
    for n in node["seats"].list() if seats_of is None else []:
        if n.value != "human" and (not str(n.value).startswith("bot:") or str(n.value)[4:] not in spec.strengths):
            raise n.error(f"bad seat '{n.value}': use human or bot:{'|bot:'.join(spec.strengths)}")
        if n.value != "human" and spec.realtime:
            raise n.error("a real-time tutorial seats no bot: its clock stands still while a step speaks")
    seed = node.get("seed", 1).int(0)
    chance: dict[str, list[Any]] = {}
    for label, outcomes in node.get("chance", {}).items():
        chance[label] = [o.int() if not isinstance(o.value, str) else o.str() for o in outcomes.list()]
    options = {k: v.value for k, v in node.get("options", {}).items()}
    steps: list[Step] = []
    step_nodes = node["steps"].list()
    if not step_nodes:
        raise node["steps"].error("a tutorial needs at least one step")
    if len(step_nodes) > MAX_STEPS:
        raise node["steps"].error(f"{len(step_nodes)} steps: a first game has at most {MAX_STEPS}")
    for s in step_nodes:
        s.only_keys("do", "say", "wrong", "marks", "show", "watch", "hint")
        do = " ".join(s["do"].str().split())
        try:
            if do != READ:
                Action.parse(do.rstrip("*").strip() or "?")
        except ValueError as exc:
            raise s["do"].error(f"not an action: {exc}") from None
        wrong = _texts(s["wrong"]) if s.has("wrong") else {} if do == READ else DEFAULT_WRONG
        marks = s["marks"].bool() if s.has("marks") else True
        show = s["show"].str() if s.has("show") else ""
        watch = _texts(s["watch"]) if s.has("watch") else {}
        hint = _texts(s["hint"]) if s.has("hint") else {}
        steps.append(Step(do, _texts(s["say"]), wrong, s["do"].line, marks, show, watch, hint))
    bot = [" ".join(n.str().split()) for n in node["bot"].list()] if node.has("bot") else []
    if bot and len(seats) != 2:
        raise node["bot"].error("a scripted bot needs one bot seat")
    for n, text in zip(node["bot"].list() if bot else [], bot, strict=True):
        try:
            Action.parse(text)
        except ValueError as exc:
            raise n.error(f"not an action: {exc}") from None
    line = node["bot"].line if bot else node["chance"].line if node.has("chance") else None
    # an opening's last step says what comes; the tutorial and its ending say their own `end`
    end = _texts(node["end"]) if seats_of is None or node.has("end") else {}
    tut = Tutorial(game_id, f, scenario, seats, seed, chance, steps, end, options, line, bot)
    try:
        tut.new_match()
    except (ValueError, KeyError) as exc:
        raise node.error(f"the game cannot start: {exc}") from None
    return tut


def verify(tut: Tutorial) -> list[str]:
    """Play the whole script headless: every step legal when it is reached, the game over at the
    end. Returns the files read; a DataError names the step that fails."""
    try:
        return _play_through(tut)
    except data.DataError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, IllegalAction) as exc:  # a scripted outcome the rules reject
        raise data.DataError(tut.file, tut.chance_line, f"the script cannot be played: {exc}") from None


def _play_through(tut: Tutorial) -> list[str]:
    files = [str(tut.file)]
    for part in tut.parts:
        played(part)
        if part.scenario:
            files.append(str(part.scenario))
    return files


def played(tut: Tutorial) -> Match:
    """The script played to its end headless, as the person's clicks would play it: the finished
    match (its moves, its result), or a DataError naming the first step that cannot be played."""
    match = tut.new_match()
    person = tut.person
    for i, step in enumerate(tut.steps):
        match.run_bots()
        where = f"step {i + 1} ('{step.do}')"
        if match.state.is_over:
            raise data.DataError(tut.file, step.line, f"{where}: the game is already over")
        if step.reads:
            continue  # words only: the game stays where it is
        if person not in match.state.actors():
            raise data.DataError(tut.file, step.line, f"{where}: the person may not act here")
        legal = match.state.legal_actions(person)
        action = step.pick(legal)
        if action is None:
            shown = ", ".join(str(a) for a in legal[:6]) + (" ..." if len(legal) > 6 else "")
            raise data.DataError(tut.file, step.line, f"{where} is not legal when it is reached (legal: {shown})")
        match.play(person, action)
    match.run_bots()
    if tut.leaves_open:
        return match  # an opening: the game is left where its last step reads
    if not match.state.is_over:
        last = tut.steps[-1]
        raise data.DataError(tut.file, last.line, "the game is not over after the last step: add the steps that end it")
    return match


class TutorialFeed(LocalFeed):
    """A local match that takes from the person only the action the current step asks for.

    Nothing is saved (a tutorial never replaces a game in progress) and nothing is undone (the
    steps go one way). In a real-time game the clock stands still until the last step is played.
    """

    def __init__(self, tutorial: Tutorial, match: Match) -> None:
        super().__init__(match, None)
        self.tutorial = tutorial
        self.index = 0  # the step the person is on

    @property
    def step(self) -> Step | None:
        return self.tutorial.steps[self.index] if self.index < len(self.tutorial.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    def numbered(self, index: int) -> dict[str, int]:
        """« Étape n sur N » for the step `index` of this part (0: the first), counted over every part."""
        return {"n": self.tutorial.before + index, "total": self.tutorial.total}

    def done_header(self) -> str:
        """The header over a part's last words: the tutorial done, or a part won with the next to come
        (Elem Master's elimination, then its count: « Tutoriel terminé » there read as the end)."""
        return i18n.t("tutorial.part_done" if self.tutorial.then is not None else "tutorial.done")

    def next_part(self) -> TutorialFeed | None:
        """Once a part's steps are done (an opening's read, or a game won with an ending to come): the
        next part of the tutorial, from its own position."""
        then = self.tutorial.then
        return then.part_feed() if then is not None and self.done else None

    def expected(self) -> Action | None:
        """The action the person is asked for now (None while another seat plays, or after the steps)."""
        step = self.step
        person = self.tutorial.person
        if step is None or self.is_over or person not in self.actors():
            return None
        return step.pick(self.legal(person))

    def read(self) -> bool:
        """The person has read a step of words only ("Continue"): on to the next. False: not such a step."""
        step = self.step
        if step is None or not step.reads:
            return False
        self.index += 1
        return True

    def submit(self, seat: int, action: Action) -> None:
        step = self.step
        if seat == self.tutorial.person and step is not None and not step.matches(action):
            raise IllegalAction(step.wrong_text())  # the tutorial answers; the engine never sees it
        super().submit(seat, action)
        if seat == self.tutorial.person and step is not None:
            self.index += 1

    def poll(self, dt: float) -> list[Event]:
        return super().poll(0.0 if not self.done else dt)

    def can_undo(self, seat: int) -> bool:
        return False

    def offers_undo(self) -> bool:
        return False
