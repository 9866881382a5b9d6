/**
 * The topic of a message written in Japanese, Chinese or Korean: the first clause that says what the clip
 * shows, less the request around it ("我想做一个30秒的视频，奶奶包饺子…" is 奶奶包饺子; "東京のラーメン屋巡りのVlogです。"
 * is 東京のラーメン屋巡り; "먹방 ASMR 영상인데 음악은…" is 먹방 ASMR). The token reader picks topics by the words it knows,
 * and these scripts run words together, so it chose a request ("我想做一个") or the last moment. Clauses about the
 * length, the voice, the music, the generator, a platform, an agent's key or a question are no topic; whose shop it is goes
 * (the cues read it). Every pattern is bounded. Pure.
 */

/** Clause ends in these scripts and in ASCII. */
const CLAUSE_END = /[、。，,；;：:！!？?\n（）()「」『』【】〜~・]|\s[-–—]\s|\.(?=\s|$)/u;
/** A letter of Japanese, Chinese or Korean (Han, kana, Hangul): the scripts whose copy and topics are read here. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The request before what is shown: "我想做一个", "帮我剪一条", "请推荐", "今回は". */
const LEAD = /^(?:저희 가게|우리 가게|제 가게|うちのお店の|うちの店の|うちのお店|うちの店|我们的店|我家的店|我们店|我的店|视频是|视频里是|内容是|(?:我|我们)?(?:想|要|准备|打算)(?:给)?(?:做|拍|剪|发|弄|搞)?(?:一个|一条|一段|个|条|段)?|(?:我|我们)?(?:做|拍|剪)(?:了)?(?:一个|一条|一段|个|条|段)|帮我(?:做|剪|配)?(?:一个|一条)?|请|麻烦|今回は|今日は|こんにちは|안녕하세요|저는)\s{0,2}/u;
/** A key of an agent's brief ("テーマ：", "主题：", "주제:"), not what the clip shows; its value is the next clause. */
const KEYS = /^(?:抖音带货|快手带货|带货|抖音|小红书探店|探店|小红书|小紅書|快手|B站|视频号|TikTok|ティックトック|インスタ|틱톡|인스타|유튜브|テーマ|タイトル|内容|題名|素材|ジャンル|カテゴリ|用途|尺|長さ|主题|主題|标题|題目|题目|话题|話題|类型|时长|時長|配音|音声|声|주제|제목|내용|유형|길이|용도|案件|企業案件|PR|ＰＲ)$/u;
/** The kind of post after what is shown: "…的视频", "…のVlogです", "…の動画を作りたい", "… 영상인데 …" (the rest of the clause goes with it). */
const TAIL = /(?:的)?(?:短视频|视频|影片|片子|vlog|Vlog|VLOG)(?:吗|呢)?$|(?:拍|做|剪)(?:个|一个|一条|条)?$|(?:の)?(?:動画|映像|Vlog|vlog|VLOG|ビデオ|リール|ショート)(?:です|だよ|を作りたい(?:です)?|を作りました|を作ってます|を撮りました|を撮った)?(?:んですが|んですけど|のですが|んだけど)?$|(?:を撮ってきました|を撮ってきた|を撮りました|を撮った|です|でした|だよ|ます)$|\s{0,2}(?:영상|동영상|브이로그|릴스|쇼츠)(?:인데|이에요|예요|입니다|이고|을|를|이|에)?(?:\s.{0,40})?$/u;
/** A length said inside what is shown ("출근 전 5분 스킨케어", "자작 안무 30초"): it goes, the rest may be the topic. */
const LENGTH = /\d{1,4}\s{0,2}(?:分钟|分鐘|秒钟|秒|分|초|분)(?:짜리|くらい|ぐらい|程度|左右|정도|쯤|间|間)?(?:の|的)?/gu;
/** Clauses that are no topic: a time left (one read as a moment), the voice, the music, the generator, a question. */
const NOT_TOPIC = /\d\s{0,2}(?:秒|分|초|분|s\b|sec)|(?:ナレーション|声なし|声あり|喋|しゃべ|話さ|話す|話して|旁白|配音|解说|说话|不说|无声|내레이션|목소리|말하|음성)|(?:音楽|音乐|背景音乐|BGM|bgm|음악|사운드)|(?:什么|哪个|哪首|どの|どんな|何が|뭐가|어떤)|(?:探して|找歌|配乐|配个|推荐一首|推荐一个|推荐个|推荐一下|一首歌|首歌|노래 추천|곡 추천)|(?:吗|か|까|요\?)$/u;
/** How it was made, said inside what it shows ("SoraでAI生成した桜の映像", "用可灵AI生成的赛博朋克城市夜景"): it goes, the rest is the topic. */
const MADE_WITH = /(?:用\s{0,2})?(?:Kling|Sora|Veo|Runway|Pika|Luma|Hailuo|Midjourney|可灵|即梦|海螺)?\s{0,2}(?:で|로|으로)?\s{0,2}(?:AI|ＡＩ)?\s{0,2}(?:生成|作成|制作)(?:した|された|的|し|한)?|(?:Kling|Sora|Veo|Runway|Pika|Luma|Hailuo|Midjourney|可灵|即梦|海螺)\s{0,2}(?:で|로|으로)?\s{0,2}(?:作った|만든)/gu;
/** What a moment is said with: "最後に…", "最初に…", "마지막에…" (a step of the clip, not its subject). */
const MOMENT_LEAD = /^(?:最後に|最初に|途中で|最后|最後|然后|接着|마지막에|처음에|끝에)/u;
/** Longest topic, in characters; a longer clause is cut at a particle or a space before it. */
const MAX_CHARS = 24;

/** The topic of a Japanese, Chinese or Korean message, or null when no clause says what the clip shows. */
export function scriptTopic(message: string): string | null {
  // (A space ends a clause in Japanese and Chinese, which write none inside one; Korean writes spaces between its words.)
  const clauses = message.split(CLAUSE_END).flatMap((c) => (/\p{Script=Hangul}/u.test(c) ? [c] : c.split(/\s{1,8}/u)));
  for (const raw of clauses) {
    const clause = raw.trim();
    if (clause === '' || !CJK.test(clause) || MOMENT_LEAD.test(clause) || KEYS.test(clause)) continue;
    // (The kind of post and what follows it go first: "먹방 ASMR 영상인데 음악은 진짜 넣기 싫어요" is 먹방 ASMR, its music aside.)
    // (The tail twice: "想给我家猫拍个视频" is 视频, then 拍个. A particle a length leaves goes: "5分で作れる朝ごはん".)
    const shown = clause.replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, '').replace(MADE_WITH, '').trim().replace(LEAD, '').replace(LENGTH, ' ').replace(/\s{2,4}/gu, ' ').trim().replace(/^(?:で|に|の|を|が|は|と|的)\s{0,2}/u, '').replace(TAIL, '').trim().replace(TAIL, '').trim();
    // (A clause that was only a length and a voice, "60秒でナレーションあり", keeps its voice words and is passed by.)
    // (One Han character names a thing, 猫; one kana or Hangul syllable does not.)
    const scripted = Array.from(shown).filter((c) => CJK.test(c));
    if (NOT_TOPIC.test(shown) || scripted.length === 0 || (scripted.length === 1 && !/\p{Script=Han}/u.test(scripted[0]!))) continue;
    return short(shown);
  }
  return null;
}

/** At most MAX_CHARS characters, cut at a space or after a particle (の, を, が, 的, 和) rather than inside a word. */
function short(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= MAX_CHARS) return text;
  const head = chars.slice(0, MAX_CHARS).join('');
  const at = Math.max(head.lastIndexOf(' '), ...['の', 'を', 'が', 'と', '的', '和', '与'].map((p) => head.lastIndexOf(p)));
  return (at >= 4 ? head.slice(0, at) : head).trim();
}
