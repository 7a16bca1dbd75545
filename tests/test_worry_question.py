"""A worry the asker voices ("…거 아닌가 싶어서") asks, so it is never set aside as the asker's story
(`bot.rules.worry_question`). Invented sentences, not the case files."""

from __future__ import annotations

from bot.rules.worry_question import voices_worry
from tests.support.topic_rule import shipped_matcher


def test_an_embedded_question_of_worry_asks() -> None:
    assert voices_worry("괜히 말했다가 제가 찍히는 거 아닌가 싶어서 망설여져요")
    assert voices_worry("말하면 제가 혼나지 않을까 걱정돼요")
    assert not voices_worry("정말 큰일이네요")
    assert not voices_worry("어제 택시에 두고 내린 것 같아요")


def test_the_worry_stays_a_part_of_the_message() -> None:
    matcher = shipped_matcher("정보 유출을 알게 되면 즉시 보안팀에 신고한다.", "신고한 사람에게는 어떤 불이익도 없다.")
    story = "옆 부서 서버 로그가 밖으로 새는 걸 봤는데.."
    parts, _ = matcher.parts(f"{story} 괜히 말했다가 제가 찍히는 거 아닌가 싶어서 망설여져요")
    assert any("찍히" in p.text for p in parts)
    # a remark that voices no worry is still set aside
    parts, _ = matcher.parts(f"{story} 괜히 말했다가 일이 커질 것 같아서 망설여져요")
    assert not any("커질" in p.text for p in parts)
