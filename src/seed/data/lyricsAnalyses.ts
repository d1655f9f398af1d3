import type { SeedLyricsAnalysis } from './types'

/**
 * Lyrics analyses of fictional songs. Each `quote` is our own invented line,
 * never a real lyric. Scripture quotations are from the KJV.
 */
export const lyricsAnalyses: SeedLyricsAnalysis[] = [
  {
    title: 'Crowned in My Own Light: When Self-Love Becomes Self-Worship',
    slug: 'crowned-in-my-own-light',
    verdict: 'Spiritually Compromising',
    quote: 'I bow to no one but the mirror on my wall.',
    summary:
      'A glossy empowerment anthem that moves from healthy confidence to open self-worship. We look at why that line matters more than it seems.',
    daysAgo: 5,
    body: [
      '"Crowned in My Own Light" is the kind of song that plays in gyms and shopping centers: bright, confident and easy to sing. The fictional singer tells listeners that they owe nobody anything and that their own reflection is the only authority they need.',
      { h2: 'What the Song Gets Right' },
      'There is something good in wanting people to stop living for the approval of others. Many listeners have been crushed by unkind voices, and a song that tells them they have worth can feel like water in a desert.',
      { h2: 'Where It Goes Wrong' },
      'The song does not locate that worth in being made and loved by God. It locates it in the self, and then crowns the self as king. That is the oldest temptation there is, dressed up for the radio.',
      {
        quote:
          'Love not the world, neither the things that are in the world. If any man love the world, the love of the Father is not in him.',
        cite: '1 John 2:15 (KJV)',
      },
      'Our dignity is real, but it is borrowed. We bear the image of Someone else. A healthy identity bows to Christ, and only then stands tall.',
    ],
  },
  {
    title: 'Tonight Lasts Forever: The Party Song That Fears Tomorrow',
    slug: 'tonight-lasts-forever',
    verdict: 'Spiritually Compromising',
    quote: 'Forget the morning, we were only made for tonight.',
    summary:
      'A dance-floor hit that urges listeners to live only for the moment. Underneath the beat is a quiet despair about the future.',
    daysAgo: 27,
    body: [
      '"Tonight Lasts Forever" has one message repeated in every verse: there is no tomorrow worth thinking about, so chase every pleasure now. The song mentions drinking, hookups and "losing yourself" as the ideal night.',
      { h2: 'The Philosophy Underneath' },
      'The song echoes an ancient slogan that Paul quotes in 1 Corinthians 15: let us eat and drink, for tomorrow we die. Paul says that slogan only makes sense if there is no resurrection. Because Christ is risen, tomorrow matters enormously.',
      {
        list: [
          'It treats pleasure as the highest good.',
          'It presents self-control as boring and fearful.',
          'It ignores the consequences that arrive the next morning.',
        ],
      },
      {
        quote: 'Be not deceived; God is not mocked: for whatsoever a man soweth, that shall he also reap.',
        cite: 'Galatians 6:7 (KJV)',
      },
      'Joy is not the enemy of the Christian life. But the joy Christ offers does not need to forget the morning. It looks forward to it.',
    ],
  },
  {
    title: 'Ashes in the Rearview: Regret Looking for Redemption',
    slug: 'ashes-in-the-rearview',
    verdict: 'Biblically Redeemable',
    quote: 'I keep outrunning the man I used to be, but he always finds me.',
    summary:
      'A rock song about shame that cannot be escaped. It asks the right question without finding the answer, which makes it a wonderful bridge to the gospel.',
    daysAgo: 49,
    body: [
      '"Ashes in the Rearview" follows a narrator trying to outrun his past: a new city, a new job, a new name. Every chorus ends with the admission that the old self keeps catching up.',
      'The song is painfully accurate about guilt. Moving, working harder and forgetting cannot remove it. In that sense it agrees with Scripture, which says the human heart cannot fix itself.',
      {
        quote: 'The heart is deceitful above all things, and desperately wicked: who can know it?',
        cite: 'Jeremiah 17:9 (KJV)',
      },
      { h2: 'The Missing Answer' },
      'What the song never imagines is that the old self could actually die and be buried. That is exactly what the gospel announces: in Christ, the old man is crucified and a new creation begins.',
      {
        quote:
          'Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.',
        cite: '2 Corinthians 5:17 (KJV)',
      },
      'This is why we call the song redeemable. Its question is a good one. Share it with a friend who feels the same way, and then share the answer it is missing.',
    ],
  },
  {
    title: 'Somewhere Past the Static: A Prayer Without an Address',
    slug: 'somewhere-past-the-static',
    verdict: 'Biblically Redeemable',
    quote: "If anybody's listening up there, I could really use a sign.",
    summary:
      'An indie ballad that is really a prayer, though the singer is not sure anyone hears. Its honest lament sits closer to the Psalms than you might expect.',
    daysAgo: 73,
    body: [
      'In "Somewhere Past the Static," the singer lies awake after a diagnosis and talks to the ceiling. She does not know whether God exists, but she asks anyway.',
      { h2: 'Lament Is Biblical' },
      'Many Christians are uneasy with songs that voice doubt. Yet a third of the Psalms are laments, and some of them sound remarkably like this song.',
      {
        quote:
          'How long wilt thou forget me, O LORD? for ever? how long wilt thou hide thy face from me?',
        cite: 'Psalm 13:1 (KJV)',
      },
      { h2: 'Where It Falls Short' },
      'The difference is that the psalmist knows whom he is addressing, and he ends by trusting in God\'s mercy. This song ends with the question still hanging. It is a prayer without an address.',
      {
        list: [
          'Listen to it alongside Psalm 13 and compare the endings.',
          'Use it to talk with a hurting friend about where they turn at night.',
          'Pray the words of the psalm as the answer the song is reaching for.',
        ],
      },
    ],
  },
  {
    title: 'Morning Mercy: Faithfulness That Meets Us at Dawn',
    slug: 'morning-mercy',
    verdict: 'Biblically Sound',
    quote: "Every sunrise tells me Your mercy isn't finished with me.",
    summary:
      'A simple acoustic worship song drawn from Lamentations 3. It takes a verse written in ruins and turns it into a daily song of hope.',
    daysAgo: 98,
    body: [
      '"Morning Mercy" is a stripped-down acoustic song that feels like it was written at a kitchen table. It follows a believer through a week of failures, and each verse ends the same way: with a new morning and new mercy.',
      { h2: 'Rooted in Lamentations' },
      'The song draws from one of the most surprising passages in the Bible. Traditionally credited to Jeremiah, it was written while Jerusalem lay in ruins, yet in the middle of his grief the writer remembered the faithfulness of God.',
      {
        quote:
          "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.",
        cite: 'Lamentations 3:22-23 (KJV)',
      },
      { h2: 'Why It Works' },
      'The song does not pretend that the singer has it all together. It celebrates that God\'s faithfulness, not ours, is what holds the week together. That is the gospel in miniature.',
      'It is a wonderful song for morning devotions or for a friend who feels they have used up God\'s patience.',
    ],
  },
  {
    title: 'Paid in Full: A Hymn-Like Song About the Cross',
    slug: 'paid-in-full',
    verdict: 'Biblically Sound',
    quote: "The debt I couldn't carry, You nailed it to the tree.",
    summary:
      'A modern hymn with a clear picture of Christ paying our debt on the cross. Its lyrics are rich enough to study and simple enough to sing.',
    daysAgo: 121,
    body: [
      '"Paid in Full" is written in four stanzas, like a traditional hymn, and each one builds on the image of a debt we could never repay.',
      { h2: 'The Central Image' },
      'The songwriter draws directly from Colossians 2, where Paul describes the record of our debts being taken away and nailed to the cross. It is a vivid way to explain the atonement.',
      {
        quote:
          'Blotting out the handwriting of ordinances that was against us, which was contrary to us, and took it out of the way, nailing it to his cross;',
        cite: 'Colossians 2:14 (KJV)',
      },
      { h2: 'Strengths of the Song' },
      {
        list: [
          'It is clear that salvation is a gift and not a wage.',
          'It names sin honestly without wallowing in shame.',
          'Its final stanza looks forward to the return of Christ.',
        ],
      },
      'We recommend it for personal worship and for churches looking for new songs with doctrinal depth.',
    ],
  },
]
