"""Glossary rows for verbs and states said otherwise than the policy act (how long one keeps a thing is retention, a
backup that runs is the backup done, leaving a record is filling in the log, coming into the company is joining it,
sending to the printer is printing, an installed state is installation; issue 8: predicate and question-form misses that
recur across many dev batches), on hand-made sentences and questions. The rule also keeps refusing what it is not
about."""

from __future__ import annotations

from bot.models import Excerpt
from tests.support import topic_rule
from tests.support.state_verb_matcher import BACKUP, ISSUE, KEPT, LOG, MATCHER, PRINTED, RETURN, cover


def test_a_duration_asked_with_keeping_is_retention() -> None:
    # "며칠/몇 년/얼마나 갖고 있어요" asks how long something is kept: the policy's 보관 (glossary phrases)
    assert cover("백업해둔거 며칠 갖고있어요?", KEPT).passed
    assert cover("백업본 몇일 가지고 있어요?", KEPT).passed
    assert cover("백업본은 얼마나 갖고 있어요?", KEPT).passed
    # keeping without a duration asked is not retention ("노트북 갖고 있어도" is answered by 반납, if at all)
    assert not cover("백업해둔거 갖고있어도 돼요?", KEPT).passed
    # nor is a duration of keeping a thing no retention rule names
    assert not cover("노트북 며칠 갖고 있어도 돼요?", RETURN).passed


def test_a_backup_that_runs_is_the_backup_done() -> None:
    assert cover("백업 돌아가는 시간 언제예요?", BACKUP).passed  # glossary 백업 <- 백업 돌아가/도는
    assert cover("백업 몇 시에 도는지 아세요?", BACKUP).passed
    assert not cover("백업은 몇시간동안 돌아가요?", BACKUP).passed  # how long it runs: no such figure
    assert not cover("백업 실패하면 몇 시에 다시 돌려요?", BACKUP).passed  # running it again is another act


def test_leaving_a_record_is_filling_in_the_log() -> None:
    assert cover("서버실 출입할 때 따로 기록 남기는 거 있어요?", LOG).passed  # glossary 작성 <- 기록 남기
    assert not cover("생성형 AI 쓸 때 사용 기록 남겨야 돼요?", LOG).passed  # another record


def test_coming_into_the_company_is_joining_it() -> None:
    assert cover("회사 들어온 첫날에 업무용 노트북 바로 받을 수 있나요?", ISSUE).passed  # 입사일 <- 회사 들어오
    assert cover("신입 들어오는 날 노트북은 언제 받아요?", ISSUE).passed
    assert not cover("서버실 들어올 때 노트북 가져와도 돼요?", ISSUE).passed  # entering a room is not joining


def test_sending_to_the_printer_is_printing() -> None:
    assert cover("대외비 출력물 뽑으면 프린터에 좀 놔뒀다가 가져가도 되죠?", PRINTED).passed  # 출력 <- 출력물 뽑
    assert cover("대외비 문서 프린트 걸어놓고 나중에 가지러 가도 되나요?", PRINTED).passed  # 출력 <- 프린트 걸
    assert not cover("랜선 뽑으면 나중에 다시 꽂아도 되나요?", PRINTED).passed  # pulling a cable out is no printing


def test_an_installed_state_is_installation() -> None:
    row = Excerpt(chunk_id="cat#1", doc_id="catalog", title="승인 소프트웨어 목록",
                  section="승인 소프트웨어 목록: Google Chrome", revision=1, kind="row",
                  text="- 이름: Google Chrome / 분류: 유틸리티 / 라이선스: 무료 / 설치: 기본 설치", score=0.5)
    assert topic_rule.sentence_verdicts(MATCHER, "크롬은 이미 깔려 있나요?", row) == [True]  # 설치 <- 깔려 있
    assert topic_rule.sentence_verdicts(MATCHER, "크롬 깔린 노트북 있어요?", row) == [False]  # another thing asked
