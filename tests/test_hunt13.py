"""Batch `_ze` (issue 8, branch hunt13): a comparison's other side (`bot.compared_side`), a question that offers
two options (`bot.alternatives`), an English question whether the asker must tell someone
(`bot.telling_asked`); on hand-made sentences and invented questions, read alone and through
`TopicMatcher.coverage`."""

from __future__ import annotations

from bot import alternatives, compared_side, telling_asked
from bot.glossary import Glossary
from bot.topic import TopicMatcher
from tests.support.topic_rule import cover

GLOSSARY = Glossary({"노트북": ("랩탑",), "출력물": ("프린트", "인쇄물")})
MATCHER = TopicMatcher(GLOSSARY)

CYCLE = "태블릿은 3년마다 교체한다."
TWO_CYCLES = "태블릿은 3년마다, 키보드는 2년마다 교체한다."
TEST = "매주 백업본으로 복원 점검을 한다."
RECLAIM = "기밀 문서의 출력물은 출력한 뒤 바로 회수한다."
SIZE = "메신저 첨부 파일은 50MB까지 보낼 수 있다."
REENROLL = "휴대폰을 바꾸면 인증 앱을 다시 등록한다."
ALERT = "계정 정보를 입력했다면 바로 비밀번호를 바꾸고 보안팀에 알린다."


def no_words(word: str) -> list[str]:
    return []


def test_the_other_side_of_a_korean_comparison() -> None:
    assert compared_side.korean_side("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?") == ("키보드",)
    assert compared_side.korean_side("보안 스틱이 일반 스틱보다 용량이 커요?") == ("일반",)
    # a figure on the other side is compared with the rule's own figure: left to the figure rules
    assert compared_side.korean_side("잠금이 30분보다 더 오래 가요?") == ()
    assert compared_side.korean_side("태블릿 교체는 언제 해요?") == ()


def test_the_other_side_of_an_english_comparison() -> None:
    assert compared_side.english_side("Is the tablet cycle longer than the keyboard cycle?") == ("keyboard",)
    assert compared_side.english_side("can IT unlock it faster than 30 min?") == ()
    assert compared_side.english_side("can I delete mails older than a year?") == ()


def test_a_sentence_on_one_side_does_not_answer_the_comparison() -> None:
    assert compared_side.problems("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", CYCLE, no_words)
    assert not compared_side.problems("태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", TWO_CYCLES, no_words)
    # the other side named through a glossary policy word
    assert not compared_side.problems("태블릿이 랩탑보다 오래 써요?", "노트북은 4년, 태블릿은 3년마다 교체한다.",
                                      lambda word: ["노트북"] if word == "랩탑" else [])
    assert compared_side.problems("Is the tablet cycle longer than the keyboard cycle?", CYCLE, no_words)


def test_the_comparison_through_the_topic_rule() -> None:
    found = cover(MATCHER, "태블릿 교체 주기가 키보드 교체 주기보다 더 길어요?", CYCLE, "2. 교체 주기")
    assert any("comparison" in item for item in found.missing)
    found = cover(MATCHER, "태블릿 몇 년마다 교체해요?", CYCLE, "2. 교체 주기")
    assert not any("comparison" in item for item in found.missing)


def test_the_options_a_question_offers() -> None:
    assert alternatives.options("복원 점검은 운영 장비에 해요, 시험 장비에 해요?") is not None
    assert alternatives.options("출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?") is not None
    # a story told first, a question word in a piece: no two options
    assert alternatives.options("폰 바꿨어요, 인증 앱 다시 등록해야 돼요?") is None
    assert alternatives.options("퇴사 전에 반납하는 거예요 아니면 퇴사하고 며칠 안에?") is None
    assert alternatives.options("스틱 잃어버렸어요, 어디에 신고해요?") is None


def test_a_sentence_naming_no_option_does_not_answer() -> None:
    assert alternatives.problems("복원 점검은 운영 장비에 바로 해 보는 거예요, 시험 장비에 해요?", TEST, no_words)
    # the options' shared noun (기준) is what is asked: naming both options' nouns is not enough
    assert alternatives.problems("첨부 50MB 제한이 메신저 한 통 기준이에요, 파일 하나 기준이에요?", SIZE, no_words)
    # a sentence naming the option that holds answers
    assert not alternatives.problems("기밀 출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?", RECLAIM,
                                     no_words)
    assert not alternatives.problems("인증 앱 다시 등록은 앱에서 해요, 웹에서 해요?",
                                     "인증 앱 다시 등록은 웹에서 한다.", no_words)
    assert alternatives.problems("인증 앱 다시 등록은 앱에서 해요, 웹에서 해요?", REENROLL, no_words)


def test_the_options_through_the_topic_rule() -> None:
    found = cover(MATCHER, "기밀 출력물은 바로 가져가야 하나요 아니면 나중에 가져가도 돼요?", RECLAIM, "4. 출력물")
    assert not any("options" in item for item in found.missing)
    found = cover(MATCHER, "복원 점검은 운영 장비에 바로 해 보는 거예요, 시험 장비에 해요?", TEST, "3. 백업")
    assert any("options" in item for item in found.missing)


def test_an_english_question_whether_to_tell_someone() -> None:
    assert telling_asked.asks_telling("Do I need to tell anyone after I re-enroll the app?")
    assert telling_asked.asks_telling("Should we let the team lead know when we change phones?")
    assert not telling_asked.asks_telling("Can you tell me how long the lock lasts?")
    assert not telling_asked.asks_telling("폰 바꾸면 누구한테 알려야 돼요?")  # Korean: the topic rule reads the verb
    assert telling_asked.problems("Do I need to tell anyone after I re-enroll the app?", REENROLL)
    assert not telling_asked.problems("I typed my password into a fake page, do I need to tell security?", ALERT)
