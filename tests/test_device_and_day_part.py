"""The work device a question connects with, and the part of the day a clock question names, are no topics the
answering sentence must repeat (issue 8, session 40; bot.rules.device_means, bot.rules.day_part). Hand-made
sentences, not the policies."""

from __future__ import annotations

from bot.answer.checks import answers_question
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.topic import TopicMatcher

MATCHER = TopicMatcher(Glossary({"사내 위키": ("위키",), "접속": ("들어가",), "공용 와이파이": ("호텔 와이파이",),
                                 "장비": ("노트북",), "점검": ("돌아가",)}))


def ex(doc: str, title: str, section: str, text: str) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title=title, section=section, revision=1,
                   text=text, score=0.5)


def test_the_laptop_one_connects_with_is_carried_by_the_rule_on_connecting() -> None:
    hotel = ex("travel", "출장 보안 규정", "2. 숙소", "- 호텔 와이파이에서는 사내 위키에 접속하지 않는다.")
    quoted = "호텔 와이파이에서는 사내 위키에 접속하지 않는다.[1]"
    assert answers_question("호텔 와이파이로 노트북으로 위키 들어가도 돼요?", quoted, [hotel], MATCHER, [1]).passed
    # whose laptop it is may change the answer
    assert not answers_question("호텔 와이파이로 동생 노트북으로 위키 들어가도 돼요?", quoted, [hotel], MATCHER,
                                [1]).passed


def test_the_part_of_the_day_is_carried_by_the_clock_time_that_answers() -> None:
    scan = ex("ops", "운영 지침", "4. 점검", "- 서버 점검은 매주 일요일 새벽 3시에 한다.")
    quoted = "서버 점검은 매주 일요일 새벽 3시에 한다.[1]"
    assert answers_question("야간 서버 점검 몇 시에 돌아가요?", quoted, [scan], MATCHER, [1]).passed
    # asked without a clock time, the night is still a word of the question
    assert not answers_question("야간 서버 점검 담당자 누구예요?", quoted, [scan], MATCHER, [1]).passed
