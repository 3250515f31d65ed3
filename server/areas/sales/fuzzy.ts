/**
 * Forgiving, ranked search over normalised texts, all in PostgreSQL (pg_trgm, fuzzystrmatch,
 * unaccent, full-text search):
 *
 * 1. The typed text is normalised by `sales_norm()` exactly like the stored texts (case, umlauts
 *    spelt out, accents, hyphens and slashes) and split into words.
 * 2. Each typed word is looked up in the domain's word list (`sales_search_word`): the word itself,
 *    words it begins (the last word may be unfinished while typing) and — when fuzzy — words the
 *    trigram index finds near it that are one typo away (Levenshtein distance 1, 2 from eight
 *    letters: "thrm" → "therm", "mülller" → "mueller"; or two neighbouring letters swapped:
 *    "hlaf" → "half") or that contain it ("heizkoerper" →
 *    "flachheizkoerper"). Numbers are never corrected: 600 is not 500.
 * 3. Rows must contain, for every typed word that found something, one of its words: a full-text
 *    query `(a | b) & (c) & …` (configuration `simple`), answered by a GIN index.
 * 4. Score (0–1) = 0.85 × coverage + 0.15 × word order. Coverage averages, over all typed words,
 *    how close the best of its words in the row is (1 the same word, 0.95 a completed word,
 *    less for a correction; a typed word that found nothing counts 0). Word order is the share of
 *    neighbouring typed words (corrected) the row holds side by side, so "22 600" ranks
 *    "22 600/1000" above "22 200/600".
 *
 * The caller puts `ctes` into its WITH clause, filters its rows with `matches`, keeps at most
 * `candidateLimit` of them and ranks those by `score`.
 */
import { type SQL, sql } from 'drizzle-orm';

export type SearchDomain = 'customer' | 'material';

export interface FuzzyQuery {
  ctes: SQL;
  /** Condition on the row's full-text vector. */
  matches(vector: SQL): SQL;
  /** The row's score from its normalised search text. */
  score(doc: SQL): SQL;
}

/** Alternatives kept per typed word. */
const alternativesPerWord = 12;
/** Rows ranked at most: of more matches (one common word typed), the first by the caller's order. */
export const candidateLimit = 1000;
/*
 * pg_trgm's `%` operator is written out as `similarity(a, b) >= 0.3` (its default threshold): on
 * PGlite 0.5.16 `%` returns no result and leaves the instance stalled (even on two literals);
 * `similarity()` and `<%` work on both databases.
 */

/*
 * Two neighbouring letters swapped ("hlaf" → "half") is one typo, though Levenshtein counts two
 * and the words share almost no trigrams. The word lists are small (hundreds of words per domain),
 * so the check runs on every word of the list without an index.
 */
const swapsTwoNeighbours = sql`(
  length(w.word) = length(t.tok) and w.word <> t.tok and levenshtein(t.tok, w.word) = 2
  and exists (
    select 1 from generate_series(1, length(t.tok) - 1) i
    where overlay(t.tok placing substr(t.tok, i + 1, 1) || substr(t.tok, i, 1) from i for 2) = w.word
  )
)`;

export function fuzzyQuery(domain: SearchDomain, typed: string, fuzzy: boolean): FuzzyQuery {
  // Every typed word meets every word of the list, so the cheap tests come first: the bounded
  // edit distance (levenshtein_less_equal stops beyond the limit) or containment, and only then the
  // trigram similarity, which builds both words' trigrams on each call (5 ms of a 30 ms lookup
  // when it came first; the same words either way).
  const corrections = fuzzy
    ? sql`or (
          t.correctable
          and (
            (
              (
                levenshtein_less_equal(t.tok, w.word, t.max_typos) <= t.max_typos
                or (length(t.tok) >= 4 and strpos(w.word, t.tok) > 0)
              )
              and (similarity(w.word, t.tok) >= 0.3 or t.tok <% w.word)
            )
            or ${swapsTwoNeighbours}
          )
        )`
    : sql``;
  const ctes = sql`
    fz_tokens as (
      select tok, ord::int as ord, ord = count(*) over () as last,
        tok !~ '^[0-9]+$' and length(tok) >= 3 as correctable,
        case when length(tok) >= 8 then 2 else 1 end as max_typos
      from unnest(string_to_array(sales_norm(${typed}), ' ')) with ordinality as t(tok, ord)
      where tok <> ''
    ),
    fz_words as (
      select t.ord, w.word,
        case when w.word = t.tok then 1.0
             when t.last and left(w.word, length(t.tok)) = t.tok then 0.95
             when strpos(w.word, t.tok) > 0 then 0.9
             when ${swapsTwoNeighbours} then round(1 - 1::numeric / length(t.tok), 2)
             else round((1 - levenshtein(t.tok, w.word)::numeric / greatest(length(t.tok), length(w.word))), 2)
        end::float8 as sim
      from fz_tokens t
      join sales_search_word w on w.domain = ${domain} and (
        w.word = t.tok
        or (t.last and w.word like t.tok || '%')
        ${corrections}
      )
    ),
    fz_best as materialized (
      select ord, word, sim, min(sim) over (partition by ord) < max(sim) over (partition by ord) as varies
      from (
        select ord, word, sim, row_number() over (partition by ord order by sim desc, length(word), word) as rank
        from fz_words
      ) ranked
      where rank <= ${alternativesPerWord}
    ),
    fz_per_word as materialized (
      select ord, string_agg(word, ' | ') as alternatives, max(sim) as best_sim, bool_or(varies) as varies,
        (array_agg(word order by sim desc, length(word), word))[1] as best
      from fz_best group by ord
    ),
    -- Neighbouring typed words, corrected: rows that hold them side by side rank higher.
    fz_pairs as materialized (
      select ' ' || a.best || ' ' || b.best || ' ' as pair
      from fz_per_word a join fz_per_word b on b.ord = a.ord + 1
    ),
    fz_query as materialized (
      select to_tsquery('simple', string_agg('(' || alternatives || ')', ' & ')) as tsq,
        (select count(*) from fz_tokens) as typed,
        count(*) as found,
        -- Words whose alternatives are equally close count the same for every row.
        coalesce(sum(best_sim) filter (where not varies), 0) as fixed,
        (select count(*) from fz_pairs) as pairs
      from fz_per_word
    )`;
  return {
    ctes,
    matches: (vector) =>
      fuzzy
        ? sql`${vector} @@ (select tsq from fz_query)`
        : // Exact: every typed word must have found something.
          sql`${vector} @@ (select tsq from fz_query where found = typed)`,
    score: (doc) => sql`round((
      0.85 * ((select fixed from fz_query) + coalesce((
        select sum(best) from (
          select max(b.sim) as best from fz_best b
          where b.varies and strpos(' ' || ${doc} || ' ', ' ' || b.word || ' ') > 0
          group by b.ord
        ) covered
      ), 0)) / greatest((select typed from fz_query), 1)
      + 0.15 * coalesce(
        (select count(*) from fz_pairs p where strpos(' ' || ${doc} || ' ', p.pair) > 0)::float8
          / nullif((select pairs from fz_query), 0),
        1)
    )::numeric, 2)::float8`,
  };
}
