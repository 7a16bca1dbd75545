import json
from collections import Counter
recs=[json.loads(l) for l in open('tools/blocker18/ans.jsonl')]
c=Counter()
for r in recs:
    if not r['generated']: c['not generated: '+r['reason']]+=1; continue
    exp=[(pi,s) for pi,p in enumerate(r['parts']) for s in p['sentences'] if s['expected']]
    if not exp: c['expected sentence not in excerpts']+=1; continue
    if any(s['passed'] for _,s in exp): c['expected passes (handed off elsewhere)']+=1; continue
    best=min((s for _,s in exp), key=lambda s: len(s['missing'])+ (0 if s['qok'] else 1))
    if not best['missing']: c['expected: quantity only']+=1
    else: c[f"expected: {min(len(best['missing']),4)} missing"]+=1
for k,v in sorted(c.items()): print(v,k)
