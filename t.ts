import { catalog } from './src/catalog/load.ts';
import { recommend, clipPack, concierge, brief } from './src/engine/index.ts';
console.log(JSON.stringify(recommend(catalog, { description: 'morning routine and oatmeal cooking', platform: 'shortvideo', duration_seconds: 22 }), null, 1).slice(0, 2500));
const cp = clipPack(catalog, { clip: { topic: 'fashion outfit', duration_s: 30, platform: 'shortvideo', aigc: true, voiceover: false } });
console.log(cp.route, JSON.stringify(cp.flow_guidance, null, 1), JSON.stringify(cp.beat_map), JSON.stringify(cp.template_pack.shots.slice(0,6), null, 1), JSON.stringify(cp.agent_prompt_pack, null, 1), JSON.stringify(cp.post_pack, null, 1), JSON.stringify(cp.risk_assessment, null, 1));
const c = concierge(catalog, { message: 'before/after of my bathroom reno, the reveal at 7s, 15 sec, I talk over it' });
console.log(c.answer, JSON.stringify(c.understood), JSON.stringify(c.next_questions), JSON.stringify(c.clip_pack.payoff_guidance, null, 1));
