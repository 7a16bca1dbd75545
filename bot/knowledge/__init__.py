"""The policy knowledge: policy documents, the glossary, embeddings and the index that holds them."""
