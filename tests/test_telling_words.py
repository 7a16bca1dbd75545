"""The lexical re-rank weighs the question's words by how few candidates carry them, and a section whose heading
names a word of the question is about it (bot.rules.telling_words, hooked into bot.answer.lexical.fuse for the
excerpts of the strict second look). Hand-made excerpts and glossary; the dense best and the first excerpts stay as
they were."""

from __future__ import annotations

from bot.answer.lexical import carries, fuse, question_words
from bot.knowledge.glossary import Glossary
from bot.models import Excerpt
from bot.rules.telling_words import heading_names, weighted_shares

GLOSSARY = Glossary({"분실": ("두고 내", "잃어버"), "장비": ("노트북",)})


def ex(doc: str, section: str, text: str, score: float) -> Excerpt:
    return Excerpt(chunk_id=f"{doc}#{section}", doc_id=doc, title="규정", section=section, revision=1,
                   text=text, score=score)


SWAP = ex("equipment", "2. 교체 주기", "- 노트북은 4년마다 교체한다. 쓰던 노트북은 반납한다.", 0.38)
ISSUE = ex("equipment", "1. 지급", "- 업무용 노트북은 입사일에 지급한다.", 0.29)
RETURN = ex("equipment", "4. 반납", "- 퇴사하면 노트북과 장비를 반납한다.", 0.24)
MEDIA = ex("media", "3. 분실", "- 보안 USB를 잃어버리면 보안팀에 신고한다.", 0.23)
HOME = ex("remote", "3. 재택근무 중 보안", "- 업무용 노트북은 가족과 함께 쓰지 않는다.", 0.20)
LOSS = ex("equipment", "3. 분실·도난 신고", "- 노트북이나 장비를 잃어버리면 즉시 IT 담당자에게 분실 신고를 한다.", 0.17)
TAXI = "택시에 노트북 가방을 두고 내렸어요 과장님 노트북인데 어디에 먼저 말해야 하나요"


def test_a_word_every_candidate_carries_tells_nothing_apart() -> None:
    words = question_words(TAXI, GLOSSARY)
    pool = [SWAP, ISSUE, RETURN, MEDIA, HOME, LOSS]
    shares = weighted_shares(words, pool, carries)
    assert shares[-1] == max(shares)  # only the loss section carries 노트북 and 분실 both
    assert shares[1] < shares[-1]
    assert fuse(TAXI, pool, 3, GLOSSARY) == fuse(TAXI, pool, 3, GLOSSARY, 2)[:3]  # the first excerpts as before
    later = fuse(TAXI, pool, 3, GLOSSARY, 2)[3:]  # the strict second look's
    assert LOSS in later and HOME not in later


def test_story_words_no_candidate_carries_weigh_nothing() -> None:
    words = [("택시", False, ()), ("가방", False, ())]
    assert weighted_shares(words, [SWAP, LOSS], carries) == [0.0, 0.0]


def test_a_section_named_for_a_word_of_the_question_joins_from_below_the_margin() -> None:
    question = "npm 패키지 깔고 나서 CPU 100% 먹어요 악성코드 같은데 어떻게 해요"
    rows = [ex("catalog", "승인 소프트웨어 목록", f"- 이름: 도구{i} / 설치: 승인 필요", 0.30 - i * 0.005)
            for i in range(22)]
    malware = ex("incident", "2. 악성코드 감염", "- 랜선을 뽑고 보안팀에 신고한다.", 0.10)
    words = question_words(question, Glossary())
    assert heading_names(words, malware) and not heading_names(words, rows[0])
    fused = fuse(question, [*rows, malware], 3, Glossary(), 2)
    assert fused[0] is rows[0] and malware in fused[3:]
    assert malware not in fuse(question, [*rows, malware], 3, Glossary())


def test_a_one_syllable_word_never_names_a_heading() -> None:
    assert not heading_names([("분", False, ())], LOSS)
    assert heading_names([("내리", True, ("분실",))], LOSS)
