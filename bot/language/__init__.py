"""Reading Korean and English text: MeCab-ko terms, English words and lemmas, topic words."""
