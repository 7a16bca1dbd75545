"""A file's format (`bot.rules.file_kind`; issue 8: a question's topic noun the coverage rule did not
connect to the policy sentence's words), on hand-made sentences and questions. The rule also keeps refusing what it is
not about."""

from __future__ import annotations

from bot.rules import file_kind
from tests.support.topic_noun_matcher import BIG_FILES, GLOSSARY, PRIVATE_FILES, cover


def test_a_file_format_is_set_aside_when_the_kind_or_size_the_rule_names_is_named() -> None:
    assert file_kind.format_words("동영상 파일이 40메가인데") == {"동영상"}
    assert file_kind.answered("동영상 파일이 40메가인데 어떻게 보내요?", ["동영상"], BIG_FILES, "메일 규정",
                              GLOSSARY) == []
    assert file_kind.answered("개인정보 든 엑셀 파일 어디 둬요?", ["엑셀"], PRIVATE_FILES, "개인정보 처리 지침",
                              GLOSSARY) == []
    assert file_kind.answered("개인정보 파기할 때 엑셀 파일은 어떻게 지워요?", ["엑셀"],
                              "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다.", "개인정보 처리 지침",
                              GLOSSARY) == []
    assert cover("40MB짜리 영상 파일 어떻게 보내요?", BIG_FILES).passed


def test_a_file_format_keeps_its_noun_otherwise() -> None:
    # no size, no content named: the format may be the point
    assert file_kind.answered("엑셀 파일 어떻게 보내요?", ["엑셀"], BIG_FILES, "메일 규정", GLOSSARY) == ["엑셀"]
    assert file_kind.answered("엑셀 파일 어디 둬요?", ["엑셀"], PRIVATE_FILES, "개인정보 처리 지침",
                              GLOSSARY) == ["엑셀"]
    assert file_kind.answered("엑셀 파일 다 쓰면 휴지통에 버려요?", ["엑셀"],
                              "종이 문서는 파쇄하고, 파일은 완전 삭제 도구로 지운다.", "개인정보 처리 지침",
                              GLOSSARY) == ["엑셀"]
    # a file qualified by how it is sent, not by what it holds
    assert file_kind.answered("사진 파일 메일로 보내요?", ["사진"], "메일 첨부 파일은 25MB까지 보낸다.",
                              "메일·문서 보안 규정", GLOSSARY) == ["사진"]
    # a format word not written before a container is no file's format
    assert file_kind.answered("회의 영상 녹화해도 돼요?", ["영상"], BIG_FILES, "메일 규정", GLOSSARY) == ["영상"]
    assert not cover("엑셀 파일 어디에 보관해요?", PRIVATE_FILES).passed
