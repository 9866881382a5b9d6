/**
 * The concept vocabulary (`data/vocabulary.json`, written by the operator) and the lexicon derived
 * from it at build time (`data/lexicon.json`, by `npm run vocabulary`): what the words of a clip mean.
 */
import { z } from 'zod';
import { TranslatedLanguageSchema } from './template-pack.ts';

/** A concept id: lower-case letters, e.g. `food`, `grief`, `calm`. Mood concepts use the catalog's mood words as ids. */
export const ConceptIdSchema = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, 'lower-case letters, digits and underscores');

export const ConceptSchema = z
  .strictObject({
    kind: z.enum(['topic', 'occasion', 'mood']).describe('topic: what the clip shows; occasion: why it is made (a wedding, a memorial); mood: how it should feel.'),
    label: z.string().min(1).max(60).describe('How the concept reads in a sentence ("a memorial", "food").'),
    words: z.array(z.string().min(1).max(60)).max(1000).describe('Curated words and phrases in any language, lower case; accents are optional (they are folded).'),
    wordnet: z
      .array(z.string().regex(/^[a-z0-9_.'-]+#[nva]#[0-9]{1,2}$/, 'lemma#pos#sense, e.g. dish#n#2'))
      .max(20)
      .describe('WordNet senses whose narrower terms belong to the concept (dish#n#2 brings taco, burrito, ...). Expanded at build time.'),
    broader: z.array(ConceptIdSchema).max(4).describe('Wider concepts this one belongs to (baking -> cooking).'),
    moods: z.array(ConceptIdSchema).max(6).describe('Moods this concept implies (a memorial implies tender and gentle).'),
    tags: z.array(z.string().regex(/^#[a-z0-9]{2,30}$/, 'a lower-case hashtag such as #recipe')).max(5).describe('Curated hashtags, the broad one first.'),
    ref: z.string().min(1).max(40).optional().describe('A short way to refer back to the subject in later shots and lines ("the dish", "the look"), so the clip\'s description is not pasted into every line.'),
    ref_i18n: z
      .partialRecord(TranslatedLanguageSchema, z.string().min(1).max(40))
      .optional()
      .describe('`ref` in other languages, with its article ("el plato", "o prato", "le plat", "das Gericht"); where one is missing, copy in that language refers back with the subject as written.'),
    weight: z.number().min(0.1).max(2).optional().describe('How much naming the concept says about the clip (default 1): settings such as home weigh less, occasions such as a wedding or a memorial more, since the occasion sets the tone.'),
    sensitive: z.boolean().describe('Grief, illness, accidents, apologies: a tender route, no engagement bait, no hype.'),
    own_audio: z
      .boolean()
      .optional()
      .describe('The clip\'s own sound is its music (a cover, a guitar solo, a set): when this is what the clip is mostly about, every endpoint plans the quietest bed in the catalog at 0-5 % under the original audio and says to post it with its own sound.'),
    implied_by_aigc: z
      .boolean()
      .optional()
      .describe('A clip with `aigc: true` names this concept too, at half the concept\'s weight, when its words did not: an AI-generated scene leans to a route made for generated scenes when its subject alone does not decide (a jellyfish over a neon city), never against a subject it names clearly.'),
    implied_by_business_account: z
      .boolean()
      .optional()
      .describe('A clip posted on a business\'s own page or showing the creator\'s own business ("the farm\'s page", "our brand account") names this concept too, at 0.8 of its weight: a honey stand going on the farm\'s page is small-business content, although its words name only the honey.'),
    implied_by_paid_ad: z
      .boolean()
      .optional()
      .describe('A clip with `paid_ad: true` counts as naming this concept when a route\'s `not_for` lists it, whatever its words: a route not for paid ads stays out of a boosted post that never says "ad". It adds nothing to a route\'s fit.'),
    implied_by_product_reveal: z
      .boolean()
      .optional()
      .describe('A paid, brand or client clip that reveals a `product` concept at a stated moment (a perfume bottle at 0:08 in a paid ad) names this concept too, at 0.6 of its weight: a product reveal in an ad is what launch routes are made for, although its words name only the product.'),
    product: z
      .boolean()
      .optional()
      .describe('The concept is a thing sold as a product (a perfume, a product named as such): revealed at a stated moment in paid, brand or client work it implies the `implied_by_product_reveal` concepts.'),
    scenery: z
      .boolean()
      .optional()
      .describe('The concept is scenery (nature, wildlife, a place): an AI-generated clip whose strongest subject is scenery is an AI scene first, so the `implied_by_aigc` concepts weigh 0.9 of the scenery\'s weight instead of half their own.'),
    event: z
      .boolean()
      .optional()
      .describe('An occasion that is an event (a wedding, a birthday, a funeral): named in a place or time phrase ("dancing at our wedding") it still weighs in full and sets its tone, since the event is what the clip is made for; a place ("at the beach") or a season ("in october") weighs less there.'),
    format: z
      .boolean()
      .optional()
      .describe('The concept names the clip\'s form, not its subject (a tutorial, tips, a how-to): named beside a subject ("tutorial de maquiagem", "yoga tips"), it weighs half, so the route made for the subject wins over one made for the form.'),
    animal: z
      .boolean()
      .optional()
      .describe('The concept names animals (pets): what people do that such a clip shows the animal doing (`animal_activity` concepts: a dancing cat, a cat chef) weighs 0.4 of its weight beside it, so the animal clip wins.'),
    animal_activity: z
      .boolean()
      .optional()
      .describe('Something people do that an animal can be shown doing (dance, cooking, sports): beside an `animal` concept it is what the animal does, not the subject.'),
    implied_by_voiceover: z
      .boolean()
      .optional()
      .describe('A clip with `voiceover: true` names this concept too, at the concept\'s weight, whatever its words: a narrated haul or room tour is also a talking clip, so a talking bed fits it when no voice-safe route is made for its subject.'),
  })
  .meta({ id: 'Concept', description: 'One concept of the vocabulary.' });
export type Concept = z.infer<typeof ConceptSchema>;

export const VocabularyFileSchema = z
  .strictObject({
    $comment: z.string().optional(),
    ignore: z.array(z.string().min(1).max(40)).max(1000).describe('Words that never carry meaning alone; WordNet terms that fold to them are dropped ("short" is not "shorts"). An entry of several words is a phrase read as nothing, its words then not read either ("auto generated" is no car).'),
    names: z
      .array(z.string().min(1).max(40))
      .max(300)
      .optional()
      .describe('Listed single words read for their concept even when written with a capital mid-sentence, where other capitalised words are taken for a pet\'s or a person\'s name ("our cat Miso" is no soup): names of things (games, brands, apps, places, leagues: "mi clip de Valorant") and the kind of business inside a business\'s name ("client: Oakridge Gym"). Keep out words that are also common first names ("Alexa", "Zara").'),
    whole_words_only: z
      .array(z.string().min(1).max(40))
      .max(1000)
      .optional()
      .describe('Listed single words read only as whole words, never as the head or tail of a longer unlisted word (a German or Dutch compound such as "Hochzeitsvideo" is read through its parts): words of other languages that begin or end ordinary English words ("chai" in "chainsaw", Hindi "phere" in "atmosphere").'),
    concepts: z.record(ConceptIdSchema, ConceptSchema),
  })
  .meta({ id: 'Vocabulary', title: 'Concept vocabulary', description: 'What clip words mean: concepts with curated words, WordNet anchors, broader concepts, moods and hashtags.' });
export type VocabularyFile = z.infer<typeof VocabularyFileSchema>;

export const LexiconFileSchema = z
  .strictObject({
    $comment: z.string().optional(),
    source: z.string().describe('What the lexicon was built from.'),
    words: z.record(z.string().min(1).max(80), z.array(ConceptIdSchema).min(1)).describe('Folded word or phrase -> the concepts it means, for the words WordNet adds (the curated words are in the vocabulary).'),
  })
  .meta({ id: 'Lexicon', title: 'Lexicon', description: 'Generated from the vocabulary and WordNet: each known word or phrase and the concepts it means.' });
export type LexiconFile = z.infer<typeof LexiconFileSchema>;
