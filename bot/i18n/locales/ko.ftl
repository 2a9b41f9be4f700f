# 한국어. Same messages and variables as en.ftl (the reference); see its comments.
# Korean has one plural form: counts need no select.

board-title = 게임 #{ $game_id }
board-vs = { $x } (X) 대 { $o } (O)
board-turn = { $mark } 차례: { $name }
board-won = { $name } ({ $mark }) 승리.
board-drawn = 무승부.
board-resigned = { $loser } 님이 기권했습니다. { $name } ({ $mark }) 승리.
board-abandoned = { $loser } 님의 시간이 초과되었습니다. { $name } ({ $mark }) 승리.
board-agent = 에이전트
board-agent-side = { $name } (에이전트)
board-footer = { $ply }수째 · 게임 #{ $game_id }
board-footer-over = 총 { $moves }수 · 게임 #{ $game_id }
board-moved-on = 이 보드는 더 최근 메시지에서 이어집니다.
board-none = 여기에서 진행 중인 게임이 없습니다. /ttt play 로 시작하세요.

duel-title = 틱택토 도전
duel-invite = { $opponent } 님, { $challenger } 님이 게임을 신청했습니다. { $expires } 답해 주세요.
duel-first-me = { $challenger } 님이 X로 먼저 둡니다.
duel-first-them = { $opponent } 님이 X로 먼저 둡니다.
duel-first-random = X를 둘 사람은 무작위로 정해집니다.
duel-accept = 수락
duel-decline = 거절
duel-declined = { $opponent } 님이 { $challenger } 님의 도전을 거절했습니다.
duel-expired = { $challenger } 님이 { $opponent } 님에게 보낸 도전이 만료되었습니다.
duel-expired-invite = { $challenger } 님이 { $opponent } 님에게 보낸 도전이 응답 없이 만료되었습니다. /ttt play 로 새로 보내세요.
duel-agent-with-opponent = agent 옵션은 봇과의 게임용입니다. 멤버에게 도전할 때는 빼 주세요.
duel-bot-opponent = 봇은 도전을 수락할 수 없습니다. 저와 두려면 상대 없이 /ttt play 를 실행하세요.

stats-title = { $name } 님의 틱택토
stats-server = 이 서버
stats-global = 전체
stats-rating = 레이팅
stats-games = 게임 수
stats-record = { $wins }승 · { $draws }무 · { $losses }패
stats-summary = 레이팅 **{ $rating }** · { $games }게임 · { $record }
stats-vs-people = 사람 상대
stats-vs-agents = 에이전트 상대
stats-streak = 연속 기록
stats-best-streak = 최고 연속 기록
stats-streak-wins = { $count }연승
stats-streak-losses = { $count }연패
stats-streak-none = 없음
stats-no-games = { $name } 님은 아직 끝낸 게임이 없습니다.
lb-title-server = 순위표 · { $server }
lb-title-global = 전체 순위표
lb-row = **{ $rank }.** { $name } · **{ $rating }** · { $record } · 연속 { $streak }
lb-empty = 아직 순위에 오른 사람이 없습니다. 여기에 나오려면 게임을 { $min }판 끝내야 합니다.
lb-footer = 게임을 { $min }판 이상 끝낸 플레이어, Elo 레이팅 순.
agents-title = 에이전트
agents-server-agent = 이 서버의 기본 에이전트는 **{ $name }** 입니다.
agents-default-mark = { " " }(이 서버의 기본값)
agents-version = 버전 { $version }
agents-rating = Elo 레이팅 { $rating }
agents-metric = { $name }: { $value }
agents-accuracy = 최선의 수 비율: { $pct }
agents-vs = { $opponent } 상대: X일 때 { $x }, O일 때 { $o }
agents-wdl = { $w }승 · { $d }무 · { $l }패

review-title = 게임 #{ $game_id } 복기
review-clean = 게임의 판세를 바꾼 수는 없었습니다. 양쪽 모두 실수 없이 두었습니다.
review-line = { $ply }수째, { $mark } 가 { $cell }번 칸에 두어 { $before }을(를) { $after }(으)로 바꿨습니다. { $best }에 두었다면 { $kept }을(를) 지켰습니다
review-line-no-best = { $ply }수째, { $mark } 가 { $cell }번 칸에 두어 { $before }을(를) { $after }(으)로 바꿨습니다
review-value = { $value ->
    [win] 승리
    [draw] 무승부
   *[loss] 패배
}
review-kept = { $value ->
    [win] 승리
    [draw] 무승부
   *[loss] 패배
}
review-or = { $head } 또는 { $last }
review-left-early = { $how ->
    [resigned] { $value ->
        [win] { $mark } 쪽이 이긴 국면에서 기권했습니다.
       *[draw] { $mark } 쪽이 아직 무승부인 국면에서 기권했습니다.
    }
   *[timed-out] { $value ->
        [win] { $mark } 쪽이 이긴 국면에서 시간이 초과되었습니다.
       *[draw] { $mark } 쪽이 아직 무승부인 국면에서 시간이 초과되었습니다.
    }
}

admin-title = 서버 설정
admin-agent = 에이전트
admin-channels = 허용된 채널
admin-channels-all = 모든 채널
admin-multiple-games = 여러 게임 동시 진행
admin-move-timeout = 한 수 제한 시간
admin-cooldown = 도전 간 대기 시간
admin-language = 서버 언어
admin-language-default = { $language } (Discord 서버 언어)
admin-language-updated = 이제 이 서버의 공개 메시지는 { $language }(으)로 표시됩니다.
admin-yes = 예
admin-no = 아니요
admin-updated-by = 마지막 변경자
admin-updated = 설정이 업데이트되었습니다.

retrain-not-admin = 에이전트를 재학습하거나 되돌릴 수 있는 것은 봇 관리자뿐입니다. 모든 서버의 에이전트가 바뀌기 때문입니다 (봇 관리자: TTT_BOT_ADMINS 또는 애플리케이션 소유자).
retrain-promoted = 재학습 완료: 다음 게임부터 **{ $version }** 이(가) 둡니다.
retrain-unchanged = 개선할 점이 없습니다: **{ $version }** 이(가) 계속 둡니다.
retrain-rejected = 재학습했지만 채택되지 않았습니다: **{ $version }** 이(가) 계속 둡니다.
retrain-skipped = 새로 배울 것이 없습니다: **{ $version }** 이(가) 계속 둡니다.
retrain-busy = 재학습 또는 되돌리기가 이미 진행 중입니다. 끝난 뒤 다시 시도하세요.
retrain-failed = 재학습에 실패했습니다. 아무것도 바뀌지 않았습니다.
retrain-rolled-back = 되돌렸습니다: 다음 게임부터 **{ $version }** 이(가) 둡니다.
retrain-failed-checks = 현재 버전보다 나쁜 항목:

cell-1 = 왼쪽 위
cell-2 = 위
cell-3 = 오른쪽 위
cell-4 = 왼쪽
cell-5 = 가운데
cell-6 = 오른쪽
cell-7 = 왼쪽 아래
cell-8 = 아래
cell-9 = 오른쪽 아래
cell-choice = { $cell } · { $name }
cell-aliases-1 = 좌상, 위 왼쪽, 좌측 상단
cell-aliases-2 = 위 가운데, 상단, 상단 중앙
cell-aliases-3 = 우상, 위 오른쪽, 우측 상단
cell-aliases-4 = 좌, 가운데 왼쪽, 좌측
cell-aliases-5 = 중앙, 정중앙, 중간
cell-aliases-6 = 우, 가운데 오른쪽, 우측
cell-aliases-7 = 좌하, 아래 왼쪽, 좌측 하단
cell-aliases-8 = 아래 가운데, 하단, 하단 중앙
cell-aliases-9 = 우하, 아래 오른쪽, 우측 하단
cell-forms = 1~9 숫자 (왼쪽 위부터 1 2 3 / 4 5 6 / 7 8 9), b2 같은 좌표, 또는 “가운데”, “왼쪽 위” 같은 말

error-generic = 죄송합니다. 제 쪽에서 문제가 생겼습니다. 기록해 두었으니 다시 시도해 주세요.
error-manage-guild = 봇 설정을 바꾸려면 서버 관리하기 권한이 필요합니다.
error-guild-only = 이 명령어는 서버에서만 쓸 수 있습니다.
error-bot-missing = 여기에서 제게 필요한 권한이 없습니다: { $perms }.
error-bad-argument = 그 값은 쓸 수 없습니다: { $detail }

error-no-active-game = 여기에서 진행 중인 게임이 없습니다. /ttt play 로 시작하세요.
error-already-playing = { $who ->
    [you] 여기에서 이미 게임 #{ $game_id } 을(를) 진행 중입니다. 먼저 /ttt move 또는 /ttt resign 으로 끝내세요.
   *[other] { $name } 님은 여기에서 이미 게임 #{ $game_id } 을(를) 하고 있습니다.
}
error-not-your-turn = 당신 차례가 아닙니다. 지금은 { $mark } ({ $name }) 차례입니다.
error-not-your-game = 게임 #{ $game_id } 은(는) { $x } (X) 대 { $o } (O) 의 게임이며, 당신은 참여하고 있지 않습니다.
error-stale-board = { $reason ->
    [moved-on] 이 보드는 오래되었습니다. 게임 #{ $game_id } 은(는) 이미 { $ply }수째입니다. 현재 보드는 다음과 같습니다.
    [conflict] 두는 동안 게임 #{ $game_id } 이(가) 바뀌었습니다 (다른 수가 먼저 들어왔습니다). 아무것도 두지 않았습니다. 보드를 다시 확인하세요.
   *[resign] 기권하는 동안 게임이 계속 바뀌었습니다. 다시 시도하세요.
}
error-game-not-found = { $reason ->
    [none-to-review] 여기에서 복기할 끝난 게임이 아직 없습니다.
   *[unknown] 게임 #{ $game_id } 은(는) 없습니다.
}
error-review-in-progress = 게임 #{ $game_id } 은(는) 아직 진행 중입니다. 복기하면 최선의 수가 드러납니다. 끝난 뒤 다시 요청하세요.
error-leaderboard-size = 순위표는 { $low }~{ $high }명을 보여 줍니다. { $value }명은 안 됩니다.
error-channel-not-allowed = 이 서버에서는 이 채널에서 게임을 하지 않습니다. 서버의 게임 채널을 이용하거나 관리자에게 이 채널을 허용해 달라고 요청하세요.
error-cooldown = 방금 누군가에게 도전했습니다. { $wait } 후에 다시 도전할 수 있습니다.
error-challenge = 그 도전은 할 수 없습니다.
error-challenge-option = 도전 옵션이 올바르지 않습니다: { $value }.
error-invalid-first-mover = “{ $value }”은(는) 선공 선택지가 아닙니다: 나, 상대, 무작위 중에서 고르세요.
error-invalid-challenge-expiry = 도전은 { $low }~{ $high } 뒤에 만료되어야 합니다. “{ $value }”은(는) 안 됩니다.
error-self-challenge = 자기 자신에게는 도전할 수 없습니다. 저와 두려면 상대 없이 /ttt play 를 실행하세요.
error-bot-challenge = { $name } 은(는) 봇이라 대결할 수 없습니다. 저와 두려면 상대 없이 /ttt play 를 실행하세요.
error-duplicate-challenge = { $opponent } 님과의 사이에 이미 답을 기다리는 도전이 있습니다 (#{ $challenge_id }). 먼저 답하거나 만료될 때까지 기다리세요.
error-unknown-challenge = 도전 #{ $challenge_id } 을(를) 찾을 수 없습니다.
error-not-challenged = 도전 #{ $challenge_id } 은(는) { $opponent } 님에게 온 것입니다. 그 사람만 수락하거나 거절할 수 있습니다.
error-challenge-expired = 이 도전 (#{ $challenge_id }) 은(는) 만료되었습니다. 상대를 지정해 /ttt play 로 새로 보내세요.
error-challenge-answered = 이 도전 (#{ $challenge_id }) 에는 이미 답했습니다.
error-challenge-already-accepted = 이 도전 (#{ $challenge_id }) 은(는) 이미 수락되어 게임이 진행 중입니다.
error-challenge-already-declined = 이 도전 (#{ $challenge_id }) 은(는) 이미 거절되었습니다.
error-agent-unavailable = { $agent } 에이전트는 지금 둘 수 없습니다. 다른 에이전트를 고르세요 (/ttt agents 로 목록 보기).
error-invalid-setting = { $reason ->
    [empty] 바꿀 것이 없습니다. 설정과 새 값을 지정하세요.
    [unknown] 알 수 없는 설정 “{ $name }”입니다. 설정 목록: { $known }.
    [range] { $name } 은(는) { $low }~{ $high } 사이여야 합니다. “{ $value }”은(는) 안 됩니다.
   *[value] { $name } 은(는) “{ $value }”일 수 없습니다.
}
error-invalid-board = 그 국면은 게임에서 나올 수 없습니다.
error-illegal-move = 그 수는 둘 수 없습니다.
error-cell-out-of-range = 칸 번호는 1~9입니다. { $value }은(는) 안 됩니다.
error-cell-occupied = { $cell }번 칸에는 이미 { $mark } 이(가) 있습니다.
error-game-over = 게임 #{ $game_id } 은(는) 끝났습니다: { $result }
error-cell-parse = { $reason ->
    [empty] 어느 칸인가요? { $forms }(으)로 지정하세요.
    [number] “{ $input }”은(는) 칸이 아닙니다. 칸 번호는 1~9입니다.
   *[unknown] “{ $input }” 칸을 알 수 없습니다. { $forms }(으)로 지정하세요.
}
error-unknown-agent = “{ $name }”(이)라는 에이전트는 없습니다. 사용 가능한 에이전트: { $agents }.
error-weights = { $agent } 에이전트의 가중치를 불러오지 못했습니다. 고쳐질 때까지 둘 수 없습니다.
error-not-admin = 에이전트를 재학습하거나 되돌릴 수 있는 것은 봇 관리자뿐입니다. 모든 서버의 에이전트가 바뀌기 때문입니다 (봇 관리자: TTT_BOT_ADMINS 또는 애플리케이션 소유자).
error-busy = 재학습 또는 되돌리기가 이미 진행 중입니다. 끝난 뒤 다시 시도하세요.
error-retrain = 재학습에 실패했습니다. 아무것도 바뀌지 않았습니다 ({ $detail }).
error-database-unavailable = 지금은 게임 데이터베이스를 쓸 수 없습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 시도하세요.
error-database-unconfirmed = 저장하는 중에 게임 데이터베이스가 응답을 멈췄습니다. 저장되었을 수도 있고 아닐 수도 있습니다. 다시 시도하기 전에 확인하세요 (/ttt board로 게임을 볼 수 있습니다).
error-usage = { $reason ->
    [read] 명령어를 읽을 수 없습니다 ({ $detail }). /ttt help 를 입력하세요.
    [missing-command] /ttt 뒤에 명령어가 없습니다. /ttt help 를 입력하세요.
    [unknown-command] 알 수 없는 명령어 “{ $command }”입니다. 명령어는 /ttt 로 시작합니다. /ttt help 를 입력하세요.
    [no-cell] 어느 칸인가요? 사용법: /ttt move <칸>, 예: /ttt move 5
    [bad-first] “first”는 { $choices } 중 하나여야 합니다. “{ $value }”은(는) 안 됩니다.
   *[unexpected] 예상하지 못한 “{ $input }”입니다. 사용법: { $usage }
}

cmd-ttt =
    .description = 봇이나 다른 멤버와 틱택토
cmd-ttt-play = 게임
    .description = 서버 에이전트와 두거나 멤버에게 도전하기
cmd-ttt-play-opponent = 상대
    .description = 대결을 신청할 멤버 (비우면 저와 둡니다)
cmd-ttt-play-agent = 에이전트
    .description = 상대할 에이전트 (기본값: 이 서버의 에이전트)
cmd-ttt-play-first = 선공
    .description = X를 잡고 먼저 두는 사람
cmd-ttt-move = 두기
    .description = 내 게임에서 칸에 두기
cmd-ttt-move-cell = 칸
    .description = 왼쪽 위부터 1~9 (1 2 3 / 4 5 6 / 7 8 9), 또는 b2, 가운데…
cmd-ttt-board = 보드
    .description = 진행 중인 게임 보기
cmd-ttt-resign = 기권
    .description = 진행 중인 게임 기권하기
cmd-ttt-stats = 전적
    .description = 멤버의 레이팅, 승, 무, 패, 연속 기록
cmd-ttt-stats-member = 멤버
    .description = 누구의 전적인지 (기본값: 나)
cmd-ttt-leaderboard = 순위표
    .description = Elo 레이팅 순 최고의 플레이어
cmd-ttt-leaderboard-scope = 범위
    .description = 이 서버 또는 전체
cmd-ttt-agents = 에이전트목록
    .description = 상대할 수 있는 에이전트와 측정된 실력
cmd-ttt-review = 복기
    .description = 지난 게임의 결과를 바꾼 수
cmd-ttt-review-game = 게임번호
    .description = 게임 번호 (기본값: 여기서 마지막으로 끝낸 게임)
cmd-ttt-admin =
    .description = 이 서버의 틱택토 설정
cmd-ttt-admin-settings = 설정
    .description = 이 서버의 설정 보기
cmd-ttt-admin-agent = 에이전트
    .description = 멤버가 여기서 기본으로 상대할 에이전트 고르기
cmd-ttt-admin-agent-name = 이름
    .description = 에이전트 이름 (/ttt agents 참고)
cmd-ttt-admin-allow-channel = 채널허용
    .description = 채널에서 게임 허용 (하나라도 허용하면 그 채널들에서만)
cmd-ttt-admin-allow-channel-channel = 채널
    .description = 채널
cmd-ttt-admin-disallow-channel = 채널제외
    .description = 허용된 채널에서 빼기
cmd-ttt-admin-disallow-channel-channel = 채널
    .description = 채널
cmd-ttt-admin-all-channels = 모든채널
    .description = 모든 채널에서 게임 허용
cmd-ttt-admin-multiple-games = 여러게임
    .description = 멤버가 여러 게임을 동시에 할 수 있는지
cmd-ttt-admin-multiple-games-enabled = 사용
    .description = 예 또는 아니요
cmd-ttt-admin-move-timeout = 수제한시간
    .description = 한 수에 쓸 수 있는 시간
cmd-ttt-admin-move-timeout-seconds = 초
    .description = 초 단위
cmd-ttt-admin-cooldown = 도전대기
    .description = 멤버가 두 번의 도전 사이에 기다리는 시간
cmd-ttt-admin-cooldown-seconds = 초
    .description = 초 단위
cmd-ttt-admin-language = 언어
    .description = 이 서버의 공개 메시지 (보드, 초대, 결과) 언어
cmd-ttt-admin-language-language = 언어
    .description = 언어 (비우면 Discord 서버 언어)
cmd-ttt-owner =
    .description = 봇 에이전트 재학습 (봇 소유자)
cmd-ttt-owner-retrain = 재학습
    .description = 멤버들의 게임으로 지금 DQN 재학습 (봇 관리자)
cmd-ttt-owner-rollback = 되돌리기
    .description = 이전 DQN 버전으로 되돌리기 (봇 관리자)

choice-me = 나
choice-bot = 봇 (또는 상대)
choice-random = 무작위
choice-server = 이 서버
choice-global = 전체

console-welcome = tttbot 콘솔 - 명령어는 /ttt help, 끝내려면 quit 를 입력하세요.
console-help =
    명령어 (칸: { $forms }):
      /ttt play [agent] [first:me|bot|random]   게임 시작 (기본 에이전트: { $default })
      /ttt move <칸>                             칸에 두기 (5처럼 칸만 입력해도 됨)
      /ttt board                                 내 게임 보기
      /ttt resign                                진행 중인 게임 기권
      /ttt stats [global]                        내 전적, 레이팅, 연속 기록
      /ttt leaderboard [global] [N]              레이팅 상위 플레이어 ({ $ranked }게임 이상)
      /ttt review [게임]                         지난 게임의 결과를 바꾼 수
      /ttt agents                                상대할 수 있는 에이전트
      /ttt admin learning                        봇이 이 서버 사람들에게서 배운 것
      /ttt help                                  이 도움말
      quit                                       끝내기
console-error = 그 명령어에서 문제가 생겼습니다. 기록해 두었습니다. /ttt help 를 입력하세요.
console-timed-out = 게임 #{ $game_id } 시간 초과: { $result }
console-opening = 게임 #{ $game_id }: { $x } (X) 대 { $o } (O).
console-agent-opens = { $name } 이(가) { $cell }번 칸으로 시작했습니다.
console-you-played = { $cell }에 두었습니다.
console-agent-answered = { $cell }에 두었습니다. { $name } 은(는) { $reply }에 두었습니다.
console-you = 나
console-scope-here = 여기
console-scope-everywhere = 전체
console-no-stats = { $name } 님은 아직 끝낸 게임이 없습니다 ({ $where }). /ttt play 로 시작하세요.
console-stats-head = { $name } 님의 전적 ({ $where }): 레이팅 { $rating } ({ $games }게임, { $ranked })
console-ranked = 순위 진입
console-to-rank = 순위 진입까지 { $count }게임 남음
console-stats-overall = 통산
console-stats-vs-people = 사람 상대
console-stats-vs-agent = { $agent } 상대
console-streak = 연속 { $streak } (최고 { $best })
console-no-leaderboard = 아직 순위에 오른 사람이 없습니다 ({ $where }). { $min }게임을 끝내면 나옵니다.
console-leaderboard-head = 순위표 ({ $where }):
console-games = { $count }게임
console-review-clean = 게임의 판세를 바꾼 수는 없었습니다. 모든 수가 최선의 결과를 지켰습니다.
console-agents-head = 에이전트 (Elo 레이팅. 학습형 에이전트: 버전, 측정된 최선의 수 비율):
console-optimal = 최선 { $pct }

## What the bot learned from this server's people (/ttt-admin learning)
learning-none = 이 서버 사람들에게서 배운 재학습 { $agent }가 아직 없습니다.
learning-head = { $agent } { $version }({ $base }에서 재학습)이 이 서버 사람들에게서 배웠습니다. 사용한 게임: { $games }; 확인용으로 남겨 둔 게임: { $held }.
learning-winrate = 이 서버 사람들을 상대로 한 예상 승률: { $before } → { $after }
learning-held-out = 남겨 둔 게임에서: 향상 { $gain } ({ $confidence } 구간 { $lower } ~ { $upper })
learning-habit = 이 서버 사람들은 { $pct }의 비율로 { $habit } (기회 { $chances }번).
learning-habit-win-line = 가로줄이나 세로줄의 이기는 수를 둡니다
learning-habit-win-diag = 대각선의 이기는 수를 둡니다
learning-habit-block-line = 가로줄이나 세로줄의 위협을 막습니다
learning-habit-block-diag = 대각선의 위협을 막습니다
learning-no-habits = 습관을 설명하기에는 아직 게임이 부족합니다.
agents-vs-people = 이 서버 사람들 상대 예상 승률 { $pct }
learning-line = { $own ->
    [yes] 이 서버는 자기만의 수순이 있습니다.
   *[no] 이 서버는 모두에게서 배운 수순으로 둡니다.
}
cmd-ttt-admin-learning = 학습
    .description = 봇이 이 서버 사람들에게서 배운 것

## Stale boards, invalid buttons, the console's results

board-refreshed = 그 판은 최신이 아니어서 아무것도 두지 않았습니다. 이제 현재 국면({ $ply }수)을 보여 줍니다. 여기에서 수를 두세요.
board-refreshed-over = 그 판은 최신이 아니어서 아무것도 두지 않았습니다. 이제 게임이 어떻게 끝났는지 보여 줍니다.
button-invalid = 이 버튼은 더 이상 유효하지 않습니다. /ttt board로 여기서 진행 중인 게임을 볼 수 있습니다.
console-turn = { $mark } 차례 ({ $name })
console-you-won = { $how ->
    [resigned] { $loser } 님이 기권했습니다. 승리했습니다 ({ $mark }).
    [timed-out] { $loser } 님의 시간이 초과되었습니다. 승리했습니다 ({ $mark }).
   *[played] 승리했습니다 ({ $mark }).
}
console-you-lost = { $how ->
    [resigned] 기권했습니다. { $name } ({ $mark }) 승리.
    [timed-out] 시간이 초과되었습니다. { $name } ({ $mark }) 승리.
   *[played] { $name } ({ $mark }) 승리.
}

## Levels by name (/ttt play difficulty) and the fair level's target

# /ttt play with both an opponent and a difficulty (a duel has no bot to set).
duel-difficulty-with-opponent = 난이도 옵션은 봇과의 대국용입니다. 멤버에게 도전할 때는 비워 두세요.
# $reason: with-agent (a difficulty and an agent given together), unknown ($value: what was
# given; $choices: the difficulties).
error-difficulty = { $reason ->
    [with-agent] 난이도와 에이전트 중 하나만 고르세요. 난이도가 직접 에이전트를 고릅니다.
   *[unknown] 난이도는 { $choices } 중 하나여야 하며, “{ $value }”일 수 없습니다.
}
# The settings embed: the fair level's target ($pct: whole percent).
admin-fair-target = 공정 레벨: 멤버 승률 목표
admin-fair-target-value = 대국의 { $pct }%
# The console's help, a line after the commands ($levels: easy|medium|…; $target: percent).
console-help-levels = 레벨: /ttt play difficulty:{ $levels } (에이전트 대신). fair는 대국의 약 { $target }%를 이기도록 맞춰 줍니다.
cmd-ttt-play-difficulty = 난이도
    .description = 봇이 얼마나 강하게 두는지 (에이전트 대신). 공정은 당신에게 맞춥니다
cmd-ttt-admin-fair-target = 공정목표
    .description = 공정 레벨에서 멤버가 이겨야 할 대국의 비율
cmd-ttt-admin-fair-target-percent = 퍼센트
    .description = 퍼센트 단위 (비우면 기본값 40)
choice-easy = 쉬움
choice-medium = 보통
choice-hard = 어려움
choice-unbeatable = 무적
choice-fair = 공정 (당신에게 맞춤)
## The review's picture (its caption in the embed footer, its alt text)
review-picture-before = 그림: { $ply }번째 수 직전의 국면, { $mark } 차례.
review-picture-final = 그림: 최종 국면.
review-picture-legend = 초록: 그곳에 두면 { $mark }의 승리, 회색: 무승부, 빨강: 패배. 금색 테두리: 최선의 수.
review-picture-played = 분홍 테두리: 실제로 둔 수.
review-picture-alt = 게임 #{ $game_id }의 판. 빈 칸마다 그곳에 두었을 때 { $mark }이(가) 이기는지, 비기는지, 지는지에 따라 초록, 회색, 빨강으로 칠해져 있습니다.
review-picture-alt-final = 게임 #{ $game_id }의 최종 판.
console-review-picture-saved = 그림을 { $path }에 저장했습니다
console-review-picture-failed = 그림을 { $path }에 저장하지 못했습니다: { $reason }
## Standings: farm-proof ratings, seasons, provisional players, measured agents

# /ttt stats when every game of the member was on this server (one line, not two alike).
stats-server-everywhere = 이 서버 (모든 게임)
# Leaderboards: a channel's board; which season a board counts; a player under the ranking
# threshold ($games of $min games), shown unranked.
lb-title-channel = 순위표 · #{ $channel } · { $server }
lb-season-current = 시즌 { $season } (현재)
lb-season-past = 시즌 { $season } / { $current }
lb-all-time = 모든 시즌
lb-provisional = 잠정
lb-row-provisional = **–** { $name } · **{ $rating }** · { $record } · 잠정 ({ $games }/{ $min })
lb-this-channel = 이 채널
# /ttt agents: an agent's rating measured against people, and people's results against it.
agents-measured = 사람과의 대국으로 측정한 레이팅: { $rating } · 사람과의 게임 수: { $games }
agents-people-here = 이곳 사람들: { $record }
agents-people-everywhere = 모든 곳의 사람들: { $record }
# Under a finished board: each person's new season rating and its change ($change: +12, -8).
board-rating = { $name }: 레이팅 { $rating } ({ $change })
board-unrated = { $name }: 레이팅 미반영 게임, 변동 없음
# /ttt-admin season new (public).
season-started = 시즌 { $season }이(가) 시작되었습니다: 순위표가 새로 시작됩니다. 시즌 { $previous }은(는) /ttt leaderboard season:{ $previous }로 볼 수 있습니다.
error-season = { $reason ->
    [global] 전체 순위표에는 시즌이 없습니다: 시즌은 서버마다 따로입니다.
    [channel-all-time] 채널 순위표는 시즌별로 관리됩니다: 시즌 번호나 서버의 전체 시즌 순위표를 고르세요.
    [race] 다른 관리자가 같은 순간에 새 시즌을 시작했습니다. 다른 것은 바뀌지 않았습니다.
   *[not-started] 여기에는 시즌 { $season }이(가) 없습니다: 이 서버는 시즌 { $current }입니다.
}
cmd-ttt-leaderboard-season = 시즌
    .description = 시즌 번호, 또는 모든 시즌은 all (기본값: 현재 시즌)
choice-channel = 채널
cmd-ttt-admin-season = 시즌
    .description = 이 서버의 순위표 시즌
cmd-ttt-admin-season-new = 새로
    .description = 이번 시즌 순위를 보관하고 새 시즌 시작
## Rematches: the rematch button, /ttt history, their refusals, the console's forms
rematch-button = 재대결
rematch-invite-note = 게임 #{ $game_id }의 재대결입니다(색 바꿈).
error-rematch = 그 재대결은 할 수 없습니다.
error-rematch-not-player = 게임 #{ $game_id }의 재대결은 { $x }님과 { $o }님만 신청할 수 있습니다.
error-rematch-not-over = 게임 #{ $game_id }은(는) 아직 진행 중입니다. 재대결을 신청하기 전에 끝내 주세요.
error-rematch-taken = 게임 #{ $game_id }의 재대결은 이미 열렸습니다: 게임 #{ $rematch_id }.
error-nothing-to-rematch = 여기에는 아직 재대결할 끝난 게임이 없습니다.
error-history-size = 기록은 { $low }~{ $high }개의 게임을 보여 줍니다. { $value }개가 아닙니다.
history-title = { $name }님의 최근 게임
history-empty = 이 서버에는 내가 복기할 수 있는 { $name }님의 끝난 게임이 없습니다.
history-line = #{ $game_id } · { $date } · 상대 { $opponent } · { $result }
history-result = { $result ->
    [win] 승
    [loss] 패
    [unrated] 중단됨, 레이팅 없음
   *[draw] 무승부
}
history-option = 게임 #{ $game_id }, 상대 { $opponent }
history-pick = 복기할 게임을 고르세요
history-footer = 최신순입니다. 아래에서 골라 복기하거나 /ttt review <번호>를 쓰세요.
cmd-ttt-history = 기록
    .description = 여기서 한 나의 최근 게임, 또는 멤버의 게임
cmd-ttt-history-member = 멤버
    .description = 누구의 게임인지 (기본: 나)
console-history-head = 여기서 한 최근 게임, 최신순 (/ttt review <번호>로 하나를 복기):
console-history-empty = 여기에는 아직 끝난 게임이 없습니다.
console-history-line = #{ $game_id }  { $date }  상대 { $opponent }: { $result }
console-help-rematch = 여기서 한 마지막 게임을 색을 바꿔 다시 하기
console-help-history = 여기서 한 최근 게임, 번호로 복기하기
console-help-admin = 이 서버의 설정 (변경: /ttt admin <setting> <value>)
## The front: post limits, one live board, roles, looks, help, welcome, unrated games

board-abandoned-unrated = 첫 수를 두기 전에 중단됨: 레이팅 없음, 누구의 기록에도 들어가지 않습니다.
board-replaced = 이 보드는 더 새로운 보드로 대체되어 아무것도 두지 않았습니다. 가장 최신 보드에서 두세요(또는 /ttt board).
error-game-channels-elsewhere = 이 서버에서는 이 채널에서 게임을 하지 않습니다. 게임은 { $channels }에서 합니다.
error-role-not-allowed = 이 서버의 게임은 다음 역할 중 하나가 있는 멤버용입니다: { $roles }.
error-public-post-limit-reached = 지난 1분 동안 저에게 공개 보드 { $limit }개를 올리게 했습니다. { $wait }초 후에 다시 시도하세요.
error-invalid-looks = { $reason ->
    [emoji] { $name }은(는) 이모지 하나여야 합니다(❌ 또는 <:cross:123456789012345678> 같은 서버 이모지). “{ $value }”는 안 됩니다.
   *[colour] 색은 #5865F2 같은 16진수여야 합니다. “{ $value }”는 안 됩니다.
}
admin-roles = 게임할 수 있는 역할
admin-roles-all = 모든 멤버
admin-public-posts = 멤버당 공개 보드
admin-public-posts-value = 분당 { $count }개
admin-no-limit = 제한 없음
admin-looks = 모양
admin-looks-value = X: { $x } · O: { $o } · 색: { $colour }
admin-looks-default = 봇 기본값
retrain-owners-only = 에이전트를 재학습하거나 되돌릴 수 있는 것은 봇 소유자뿐입니다: 모든 서버의 에이전트가 바뀌기 때문입니다.
help-discord =
    여기서 틱택토 하는 법
    칸: { $forms }. 보드의 빈 칸마다 번호가 표시됩니다: 클릭하거나 그 번호로 /ttt move를 입력하세요.
    `/ttt play` 저와 대결(기본 에이전트: { $default })하거나 상대 옵션으로 멤버에게 도전
    `/ttt move` 칸에 두기
    `/ttt board` 내 게임 다시 보기
    `/ttt resign` 내 게임 기권
    `/ttt stats` 멤버의 전적, 레이팅, 연승 기록
    `/ttt leaderboard` 레이팅 상위 플레이어({ $ranked }게임 이상)
    `/ttt review` 게임 결과를 바꾼 수
    `/ttt agents` 대결할 수 있는 에이전트
    `/ttt help` 이 도움말
    관리자: `/ttt-admin settings`에서 이 서버가 고른 설정을 볼 수 있습니다.
help-welcome = 안녕하세요! 저는 틱택토를 합니다. 저와도, 여러분끼리도요. `/ttt play`로 게임을 시작하세요. `/ttt help`는 모든 명령어를 보여 주고, 관리자는 `/ttt-admin`에서 설정을 찾을 수 있습니다.
cmd-ttt-help =
    .description = 게임 방법과 모든 명령어
cmd-ttt-admin-allow-role =
    .description = 역할이 있는 멤버가 게임하도록 허용(하나라도 고르면 그 역할만)
cmd-ttt-admin-allow-role-role =
    .description = 역할
cmd-ttt-admin-disallow-role =
    .description = 게임할 수 있는 역할에서 역할 제거
cmd-ttt-admin-disallow-role-role =
    .description = 역할
cmd-ttt-admin-all-roles =
    .description = 모든 멤버가 게임하도록 허용
cmd-ttt-admin-public-posts =
    .description = 멤버 한 명이 분당 저에게 올리게 할 수 있는 보드 수
cmd-ttt-admin-public-posts-per_minute =
    .description = 멤버당 분당 보드 수(0: 제한 없음)
cmd-ttt-admin-looks =
    .description = 이 서버 보드의 기호 이모지와 색
cmd-ttt-admin-looks-x =
    .description = X용 이모지(서버 이모지도 가능), 기본값: 글자
cmd-ttt-admin-looks-o =
    .description = O용 이모지(서버 이모지도 가능), 기본값: 글자
cmd-ttt-admin-looks-colour =
    .description = 진행 중인 보드의 색, 16진수(#5865F2), 기본값: 봇 색
looks-emoji-elsewhere = { $emoji }은(는) 이 서버의 이모지가 아닙니다. 이 서버의 이모지나 유니코드 이모지를 사용하세요.
