"""Personal data received on one occasion and used for another act is answered by the purpose limit
(`bot.rules.collected_use`; issue 8: answerable handoffs across many dev batches), on hand-made questions and sentences.
The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.knowledge.glossary import Glossary
from bot.language.terms import Term
from bot.rules import collected_use
from bot.topic import TopicMatcher
from tests.support import topic_rule

PURPOSE = "회원정보는 수집 목적 안에서만 이용한다."
KEEP = "회원정보는 암호를 걸어 사내 서버에만 둔다."
# a hand-made glossary: employees call the 회원정보 their 전화번호 or 연락처
GLOSSARY = Glossary({"회원정보": ("전화번호", "연락처")})
MATCHER = TopicMatcher(GLOSSARY)
MATCHER.set_vocabulary([PURPOSE, KEEP])
SECTION = "2. 회원정보 이용"


def _passes(question: str, sentence: str) -> bool:
    return topic_rule.cover(MATCHER, question, sentence, SECTION).passed


def _terms(*words: str, verbs: tuple[str, ...] = ()) -> list[Term]:
    return [Term(w, w in verbs) for w in words]


def test_the_use_clause_after_data_received_on_an_occasion() -> None:
    clause = collected_use.use_clause
    assert clause("박람회 때 받은 전화번호로 신상품 안내 문자 보내도 되나요?") == "신상품 안내 문자 보내도 되나요"
    assert clause("시음회용으로 받은 고객 연락처로 쿠폰 뿌려도 돼?") == "쿠폰 뿌려도 돼"
    assert clause("상담하면서 모은 회원 정보로 광고 메일 보내도 괜찮아요?") == "광고 메일 보내도 괜찮아요"
    assert clause("예전에 A/S 접수때 받은 고객 정보로 전화해도 되나") == "전화해도 되나"


def test_other_shapes_have_no_use_clause() -> None:
    assert collected_use.use_clause("고객 연락처로 신상품 안내 문자 보내도 돼요?") is None  # no occasion told
    assert collected_use.use_clause("박람회 때 받은 샘플로 사진 찍어서 보내도 돼요?") is None  # not personal data
    assert collected_use.use_clause("박람회 때 받은 정보로 사내 시스템 로그인해도 돼요?") is None  # a bare 정보
    assert collected_use.use_clause("박람회 때 받은 전화번호로 문자 몇 시에 보내야 돼요?") is None  # a time, a duty
    assert collected_use.use_clause("박람회 때 받은 전화번호로 문자 보내려면 누구 승인 받아야 돼요?") is None
    assert collected_use.use_clause("박람회 때 받은 전화번호로 문자 보낼 때 뭐 넣어야 돼요?") is None
    assert collected_use.use_clause("박람회 때 받은 전화번호로 보낸 문자 지워도 돼요?") is None  # 지우: no use
    assert collected_use.use_clause("박람회 때 받은 전화번호 협력사에 넘겨도 돼요?") is None  # handing on
    assert collected_use.use_clause("박람회 때 받은 전화번호로 회원가입 시켜도 돼요?") is None
    # the use told, then something else said: the question does not end on the use asked
    assert collected_use.use_clause("박람회 때 받은 전화번호로 문자 보내도 돼요? 수신 동의는 받았어요") is None


def test_only_the_use_clause_words_are_carried_and_only_by_the_purpose_limit() -> None:
    question = "박람회 때 받은 전화번호로 신상품 안내 문자 보내도 되나요?"
    terms = _terms("박람회", "신상품", "안내", "문자", "보내", verbs=("보내",))
    assert collected_use.use_carried(question, terms, PURPOSE) == {"신상품", "안내", "문자", "보내"}  # not 박람회
    assert collected_use.use_carried(question, terms, KEEP) == set()  # no purpose limit in the sentence
    assert collected_use.use_carried("전화번호로 신상품 안내 문자 보내도 되나요?", terms, PURPOSE) == set()


def test_the_purpose_limit_answers_the_use_of_collected_data() -> None:
    assert _passes("행사 때 받은 연락처로 광고 문자 보내도 돼요?", PURPOSE)
    # the occasion's own words are left to the other rules: an occasion none of them sets aside stays missing
    assert not _passes("상담하면서 모은 연락처로 광고 문자 보내도 돼요?", PURPOSE)
    # without the shape, the use is what the sentence lacks
    assert not _passes("연락처로 광고 문자 보내도 돼요?", PURPOSE)
    assert not _passes("행사 때 받은 연락처로 광고 문자 몇 시에 보내야 돼요?", PURPOSE)
    assert not _passes("행사 때 받은 연락처로 광고 문자 보내도 돼요?", KEEP)


def test_another_party_or_a_personal_channel_is_another_rule() -> None:
    assert collected_use.use_clause("박람회 때 받은 전화번호로 문자 대행사 시켜서 보내도 돼요?") is None
    assert collected_use.use_clause("박람회 때 받은 전화번호로 협력사한테 문자 보내도 돼요?") is None
    assert collected_use.use_clause("박람회 때 받은 전화번호로 개인 폰에서 문자 보내도 돼요?") is None
