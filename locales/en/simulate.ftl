# uno-access simulate: bots play each other to measure them (a command for
# curious players and developers). Lines are printed to the terminal.

# --help: what the command does.
simulate-description = Bots play each other; prints the speed, the wins of each level with a 95% confidence interval, and the average turns per round.
# --help: the line for --help.
simulate-help-help = show this help and quit
# --help: the line for --games.
simulate-help-games = how many rounds (or matches) to play
# --help: the line for --players.
simulate-help-players = how many players at the table
# --help: the line for --bots. $levels lists the levels.
simulate-help-bots = levels, separated by commas, that take turns in the seats: { $levels }
# --help: the line for --rules. $presets lists the rule presets.
simulate-help-rules = the rules: { $presets }
# --help: the line for --house.
simulate-help-house = house rules to add, separated by commas
# --help: the line for --custom. $effects lists the effects' code names.
simulate-help-custom = effects of the custom cards 1 to 3 (official+ rules), separated by commas: { $effects }
# --help: the line for --seed.
simulate-help-seed = the same seed gives the same results
# --help: the line for --match.
simulate-help-match = play whole matches to the target score instead of single rounds
# --help: the line for --json.
simulate-help-json = print one JSON object instead of lines
# --help: the line for --jobs.
simulate-help-jobs = how many processes play at once (the results do not change)

# Shown with an argument error, after the error.
simulate-usage = Usage: uno-access simulate --games N --players P --bots LEVEL,LEVEL --rules PRESET --seed S [--match] [--json]
# The command line could not be read. $detail is the parser's own (English) explanation.
simulate-error-arguments = Wrong arguments: { $detail }
# --games was 0 or negative.
simulate-error-games = The number of games must be at least 1, not { $games }.
# --jobs was 0 or negative.
simulate-error-jobs = The number of processes must be at least 1, not { $jobs }.
# A level in --bots does not exist. $levels lists the valid ones.
simulate-error-level = Unknown bot level "{ $level }". Levels: { $levels }.
# --rules names no preset. $presets lists the valid ones.
simulate-error-rules = Unknown rules "{ $rules }". Rules: { $presets }.
# --house names a house rule that does not exist. $valid lists the valid ones.
simulate-error-house = Unknown house rule in "{ $house }". House rules: { $valid }.
# --custom names an effect that does not exist, or more than three. $valid lists "code (name)" for each.
simulate-error-custom = Unknown custom card effects "{ $custom }": 1 to 3, separated by commas, from: { $valid }.
# --custom with rules that have no custom card ($rules: the preset's code name); the run goes on.
simulate-custom-ignored = --custom has no effect: the { $rules } rules have no custom card.
# --players is outside what the rules allow.
simulate-error-players = { $players } players: these rules are for { $low } to { $high } players.

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
# Speed of the run.
simulate-speed = { $rate } games per second, { $seconds } seconds.
# Wins of one level: $percent of the $played games it sat in, with the 95% interval from $low to $high.
simulate-wins = { $level }: { $percent }% won, 95% from { $low } to { $high }, { $wins } of { $played }.
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
