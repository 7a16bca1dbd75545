"""lists.py: tools/blocker18/ans.json and near.json from /work/scratch/raw18/dev.json (dev only, odd blind ids)."""
import glob
import json
import os
import re

BLIND = {"_zp2", "_zq2", "_zs2", "_zt2", "_zv2", "_zw2", "_zy2", "_zz2"}
rows = json.load(open("/work/scratch/raw18/dev.json"))["cases"]
cases = {}
for f in glob.glob("cases/dev/*.json"):
    for c in json.load(open(f)):
        cases[(os.path.basename(f), c["id"])] = c
ans, near = [], []
for x in rows:
    fn = os.path.basename(x["file"])
    c = cases[(fn, x["id"])]
    if x["result"]["route"] != "handoff":
        continue
    if c["category"] == "answerable":
        if "_" + fn[:-5].split("_")[-1] in BLIND and int(re.search(r"(\d+)$", x["id"]).group(1)) % 2 == 0:
            continue  # even ids of the blind batches are held back
        ans.append({"id": x["id"], "file": fn, "cat": "ans", "question": c["question"],
                    "answer_contains": c["expect"].get("answer_contains")})
    elif c["category"] == "near_miss":
        near.append({"id": x["id"], "file": fn, "cat": "near", "question": c["question"]})
print(len(ans), len(near))
json.dump(ans, open("tools/blocker18/ans.json", "w"), ensure_ascii=False)
json.dump(near, open("tools/blocker18/near.json", "w"), ensure_ascii=False)
