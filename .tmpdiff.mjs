import { readFileSync } from 'node:fs';
const A=await import('/tmp/r21/old.js'); const B=await import('/work/wt-21/dist/sentiment.js');
const split=process.argv[2]||'val';
const t=readFileSync(`/work/corpora/umsab/spanish/${split}_text.txt`,'utf8').split('\n');const l=readFileSync(`/work/corpora/umsab/spanish/${split}_labels.txt`,'utf8').split('\n');
const L={0:'neg',1:'neu',2:'pos'};
t.forEach((x,i)=>{if(!x.trim())return;const a=A.scoreText(x),b=B.scoreText(x);if(a.label!==b.label)console.log(L[l[i].trim()],a.label,'->',b.label,JSON.stringify(b.hits.map(h=>h.text+':'+h.weight)),'|',x.slice(0,150))});
