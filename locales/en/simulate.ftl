# uno-access simulate: bots play each other to measure them (a command for
# curious players and developers). Lines are printed to the terminal.

# --help: every line fits a 40-cell braille display (a test checks it); one option a line,
# the flag first, its explanation after it when it fits, else on the next lines; no alignment
# spaces (a screen reader would read them out).
# The lists $levels, $presets, $house, $effects: the code names, already cut into lines of
# 40 cells; keep each on lines of its own.

# --help: the first line.
simulate-help-usage = Usage: uno-access simulate [options]
# --help: what the command does.
simulate-description =
    Bots play each other. Prints the speed,
    the wins of each level with a 95%
    confidence interval,
    and the average turns per round.
# --help: before the list of options.
simulate-help-options = Options:
# --help: --help.
simulate-help-help = --help: this help.
# --help: --games.
simulate-help-games = --games N: how many rounds
    (or matches) to play.
# --help: --players.
simulate-help-players = --players N: players at the table.
# --help: --bots. $levels lists the levels.
simulate-help-bots = --bots L1,L2: levels,
    separated by commas,
    that take turns in the seats:
    { $levels }.
# --help: --rules. $presets lists the rule presets.
simulate-help-rules = --rules NAME: the rules, one of:
    { $presets }.
# --help: --house. $house lists the house rules.
simulate-help-house = --house R1,R2: house rules to add,
    separated by commas, from:
    { $house }.
# --help: --custom. $effects lists the effects' code names.
simulate-help-custom = --custom E1,E2,E3:
    the effects of custom cards 1 to 3
    (official+ rules),
    separated by commas, from:
    { $effects }.
# --help: --seed.
simulate-help-seed = --seed N: the same seed
    gives the same results.
# --help: --match.
simulate-help-match = --match: whole matches
    to the target score,
    instead of single rounds.
# --help: --json.
simulate-help-json = --json: one JSON object
    instead of lines.
# --help: --jobs.
simulate-help-jobs = --jobs N: how many processes
    play at once;
    the results do not change.
# --help: --lang.
simulate-help-lang = --lang fr|en: the language.

# Shown with an argument error, after the error: where the options are.
simulate-usage = Options: uno-access simulate --help
# The command line could not be read. $detail is the parser's own (English) explanation.
simulate-error-arguments =
    Wrong arguments:
    { $detail }
# --games was 0 or negative.
simulate-error-games = --games: at least 1 game, not { $games }.
# --jobs was 0 or negative.
simulate-error-jobs = --jobs: at least 1 process, not { $jobs }.
# A level in --bots does not exist. $levels lists the valid ones (already cut into lines).
simulate-error-level =
    Unknown bot level "{ $level }".
    Levels:
    { $levels }.
# --rules names no preset. $presets lists the valid ones (already cut into lines).
simulate-error-rules =
    Unknown rules "{ $rules }".
    Rules:
    { $presets }.
# --house names a house rule that does not exist. $valid lists the valid ones (already cut into lines).
simulate-error-house =
    Unknown house rule in "{ $house }".
    House rules:
    { $valid }.
# --custom names an effect that does not exist, or more than three. $valid lists "code (name)" for each (already cut into lines).
simulate-error-custom =
    Unknown custom card effects:
    "{ $custom }".
    1 to 3 effects separated by commas,
    from:
    { $valid }.
# --custom with rules that have no custom card ($rules: the preset's code name); the run goes on.
simulate-custom-ignored =
    --custom has no effect: no custom card
    in the { $rules } rules.
# --players is outside what the rules allow.
simulate-error-players =
    { $players } players:
    these rules are for { $low } to { $high } players.

# Progress of a long run, printed to the terminal every tenth of the way.
simulate-progress = { $percent }%

# First line of the report, when each game is one round.
simulate-summary-round = { $games ->
    [one] 1 round
   *[other] { $games } rounds
}, { $players } players, rules { $rules }.
# First line of the report, with --match.
simulate-summary-match = { $games ->
    [one] 1 match
   *[other] { $games } matches
}, { $players } players, rules { $rules }.
# Speed of the run ($unit: round, or match with --match).
simulate-speed = { $rate } { $unit ->
    [match] matches
   *[round] rounds
} per second, { $seconds } { $seconds ->
    [one] second
   *[other] seconds
}.
# The rules engine that ran ($engine: compiled, or python), which the speed depends on.
simulate-engine = { $engine ->
    [compiled] Rules engine: compiled.
   *[python] Rules engine: Python.
}
# Wins of one level: $percent of the $played games it sat in, with the 95% interval from $low to $high.
simulate-wins =
    { $level }: { $percent }% won,
    { $wins } of { $played },
    95% between { $low } and { $high }%.
# The effects of the custom cards, when the rules have some ($effects: their code names).
simulate-custom = Custom cards: { $effects }.
# Average length of a round.
simulate-turns = { $turns } turns per round on average.
# Games stopped by an error (should be 0).
simulate-errors = { $count ->
    [0] No errors.
    [one] 1 game stopped by an error.
   *[other] { $count } games stopped by an error.
}
