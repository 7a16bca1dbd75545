"""The glossary's indexed lookups (nineteenth session, branch tidy19) give what walking every variant gave."""

from __future__ import annotations

import re
from pathlib import Path

from bot.knowledge.glossary import Glossary, _norm, _occurs_in
from bot.language import english
from bot.rules import glossary_chain

GLOSSARY = Glossary({
    "비밀번호": ("암호", "비번", "패스워드", "password", "pw"),
    "노트북": ("laptop", "맥북", "랩탑", "PC"),
    "장비": ("노트북", "기기", "devices"),
    "메일": ("email", "e-mail", "이메일", "mail"),
    "피싱": ("weird email", "scam email", "이상한 메일"),
    "인공지능": ("ai", "AI 도구"),
    "교체": ("바꾸", "바꿔", "replace", "replaced"),
})


def _walked(glossary: Glossary, t: str) -> list[str]:
    """`Glossary.policy_words_for` as it was written before the index: every variant of every word walked."""
    out = []
    latin = re.fullmatch(r"[a-z]+", t) is not None
    for word, variants in glossary.variants.items():
        for nv in (_norm(v) for v in variants):
            if latin and re.fullmatch(r"[a-z]+", nv):
                if nv == t:
                    out.append(word)
                    break
                continue
            if nv == t or (len(nv) >= 2 and t.startswith(nv)) or (
                    len(t) >= 2 and nv.startswith(t) and len(t) >= len(nv) - 1):
                out.append(word)
                break
    return out


def test_policy_words_for_equals_the_walk() -> None:
    terms = {"암호", "암호화", "비", "비번이", "password", "pass", "passwords", "laptop", "laptops", "맥북프로", "맥",
             "pc", "pcs", "email", "emails", "e-mail", "이메", "이메일로", "ai", "airport", "바", "바꿔", "바꾸다",
             "replace", "replaces", "devices", "device", "", "노트", "노트북", "장비"}
    terms |= {_norm(v)[:k] for vs in GLOSSARY.variants.values() for v in vs for k in range(1, len(v) + 2)}
    for term in sorted(terms):
        assert GLOSSARY.policy_words_for(term) == _walked(GLOSSARY, term), term


def test_latin_variant_found_only_as_whole_words() -> None:
    assert _occurs_in("got a weird email today", _norm("got a weird email today"), "weird email")
    assert not _occurs_in("weirdemail", "weirdemail", "weird email")  # written together: no whole words
    assert not _occurs_in("the airport", _norm("the airport"), "ai")
    assert _occurs_in("ai 써도 돼요", _norm("ai 써도 돼요"), "ai")


def test_english_policy_words_by_lemma() -> None:
    assert english.policy_words_for(GLOSSARY, "laptops") == ["노트북"]
    assert english.policy_words_for(GLOSSARY, "replacing") == ["교체"]
    assert english.policy_words_for(GLOSSARY, "device") == ["장비"]
    assert english.policy_words_for(GLOSSARY, "weird") == []  # a phrase's word is no variant of its own


def test_chained_word_through_the_listing_index() -> None:
    assert glossary_chain.chained(GLOSSARY, ["노트북"], "laptop 분실하면 어떻게 돼요?") == {"장비"}
    assert glossary_chain.chained(GLOSSARY, ["노트북"], "노트북 분실하면 어떻게 돼요?") == set()  # written itself


def _scanned(glossary: Glossary, text: str) -> list[str]:
    """`Glossary.policy_words_in` as it was written before the index: every variant of every word tested."""
    from bot.rules import spanned_word

    compact, lowered = _norm(text), text.lower()
    return [word for word, variants in glossary.variants.items() if _norm(word) not in compact and any(
        _occurs_in(lowered, compact, v) and spanned_word.variant_written(v, compact, text) for v in variants)]


def test_policy_words_in_equals_the_scan() -> None:
    """The index (first two letters of Korean variants, one pattern of all Latin ones) only skips words that cannot
    occur: the same words, in glossary order, as testing every variant (the digest uses the same look-up)."""
    texts = ["Forgot my PASSWORD", "pw 바꿔야 돼요?", "랩탑이랑 맥북 둘 다", "got a weird email today", "weirdemail",
             "the airport wifi", "AI 도구 써도 돼요", "e-mail로 보내도", "이상한 메일이 왔어요", "", "ㅋ",
             "pc pcs passcode123", "devices 교체", "replaced my laptop", "비밀번호를 암호로"]
    for text in texts:
        assert GLOSSARY.policy_words_in(text) == _scanned(GLOSSARY, text), text
    assert sum(bool(GLOSSARY.policy_words_in(t)) for t in texts) > 8  # the comparison is not vacuous
    shipped = Glossary.load(Path(__file__).resolve().parent.parent / "policies" / "glossary.yaml")
    for text in texts:
        assert shipped.policy_words_in(text) == _scanned(shipped, text), text
