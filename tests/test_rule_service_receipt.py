"""A 받 that receives a service, not a thing (`bot.rules.service_receipt`, read by
`bot.rules.asked_attribute.directions`; issue 8: coverage misses of families recurring across many dev batches), on
hand-made questions and sentences. The rule also keeps refusing what it is not about."""

from __future__ import annotations

from bot.rules.asked_attribute import direction_problem, directions

RETURN_OLD = "교체할 때는 쓰던 태블릿을 반납하고, 그 안의 파일은 사내 서버로 옮긴다."
TAKE_OUT = "외장 디스크로 문서를 회사 밖으로 가져갈 때는 부서장 승인을 받는다."
SEND_OUT = "외부로 보낼 때는 부서장 승인을 받은 뒤 보낸다."


def test_an_approval_received_with_an_adverb_between_is_no_transfer() -> None:
    assert directions("부서장 승인 안 받아도 되죠?") == frozenset()
    assert directions("결재 꼭 받아야 하나요?") == frozenset()
    assert direction_problem("외장 디스크에 문서 넣어서 가져가는데 부서장 승인 안 받아도 되죠?", TAKE_OUT) is None


def test_a_replacement_issued_is_no_transfer_in() -> None:
    assert directions("태블릿 새로 받을때 예전꺼는 반납해야 해요?") == frozenset({"out"})
    assert direction_problem("새 태블릿 받으면 기존 태블릿은 어떻게 해요?", RETURN_OLD) is None
    assert direction_problem("태블릿 새거 받을 때 원래 쓰던거에 있던 파일은 어디로 옮겨요?", RETURN_OLD) is None
    assert direction_problem("tablet replacement 받을 때 old tablet은 어떻게 해요?", RETURN_OLD) is None


def test_a_thing_received_still_reads_as_a_transfer_in() -> None:
    # a thing sent over, a named sender, or a new thing with no old one to replace
    assert direction_problem("협력사에서 파일 받을 때도 승인 안 받아도 되죠?", SEND_OUT) is not None
    assert directions("협력사에서 새 파일 받으면 예전 파일은 지워요?") == frozenset({"in"})
    assert directions("새 파일 받으면 어떻게 열어요?") == frozenset({"in"})
    assert directions("외장 디스크 그냥 받아도 돼요?") == frozenset({"in"})  # an adverb before a thing
