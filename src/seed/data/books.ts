import type { SeedBook } from './types'

/**
 * Reading club selections: public-domain Christian classics with our own
 * summaries. Exactly one is the current book of the month.
 */
export const books: SeedBook[] = [
  {
    title: "The Pilgrim's Progress",
    slug: 'the-pilgrims-progress',
    author: 'John Bunyan',
    rating: 'Biblically Sound',
    summary:
      'An allegory of the Christian life, following a man named Christian from the City of Destruction to the Celestial City. Written in prison, it has shaped believers for more than three centuries.',
    description:
      "Bunyan wrote his famous dream while jailed for preaching without a license, and it reads like a map drawn by someone who had walked every mile. Christian sets out carrying a heavy burden on his back, loses it at the foot of the cross, and then faces every kind of trial on the road: the Slough of Despond, Vanity Fair, Doubting Castle and the River of Death. Along the way he meets companions and counterfeits, from Faithful and Hopeful to Talkative and Mr. Worldly Wiseman. This month we are reading it slowly, a few stages at a time, and asking where our own road looks like his. It is a book about sin, grace and perseverance that never forgets the Christian life is a journey with a destination.",
    keyInsights: [
      'The burden of guilt falls away at the cross, not through moral effort or the advice of Mr. Worldly Wiseman.',
      'Discouragement is part of the road; the Slough of Despond catches real pilgrims, not only false ones.',
      'Vanity Fair shows how the world tempts believers with a market where everything, even souls, is for sale.',
      "In Doubting Castle, Christian discovers he had the key called Promise with him the whole time: God's word frees us from despair.",
      'Companions matter. Faithful and Hopeful show that perseverance is rarely a solo effort.',
      'Counterfeit believers like Talkative remind us that true faith is known by its fruit, not its vocabulary.',
    ],
    bookOfTheMonth: true,
    monthsAgo: 0,
  },
  {
    title: 'Confessions',
    slug: 'confessions',
    author: 'Augustine of Hippo',
    rating: 'Biblically Sound',
    summary:
      "Augustine's autobiography, written as a long prayer to God. It traces his restless youth, his search for truth and his dramatic conversion to Christ.",
    description:
      'Few books are as honest about the human heart. Augustine addresses God directly from the first page, recounting his childhood thefts, his ambitions, his sexual sin and his years among the Manichees. He is not writing to impress readers but to praise the God who pursued him. The famous garden scene, where he hears a child singing and opens Paul\'s letter to the Romans, is the climax of the story, but the later chapters on memory, time and creation reward patient readers as well. Some passages reflect the philosophy of his era, yet the book remains a deeply biblical account of grace overcoming a divided will.',
    keyInsights: [
      'Our hearts are restless until they rest in God; every disordered desire is a misplaced longing for Him.',
      'A small sin, like stealing pears for the thrill of it, can reveal how deeply we love wrongdoing for its own sake.',
      "God's grace pursued Augustine long before he was willing to be found, often through a praying mother.",
      'Freedom from besetting sin came not through willpower but through putting on the Lord Jesus Christ.',
      'Confession is first an act of praise: we admit our sin in order to magnify God\'s mercy.',
    ],
    monthsAgo: 1,
  },
  {
    title: 'The Practice of the Presence of God',
    slug: 'the-practice-of-the-presence-of-god',
    author: 'Brother Lawrence',
    rating: 'Use Discernment',
    summary:
      'Letters and conversations from a seventeenth-century monastery cook who learned to live in constant awareness of God while washing pots and doing ordinary work.',
    description:
      'This short collection is beloved for its simplicity. Brother Lawrence insists that God is as near in the kitchen as in the chapel, and that small acts done out of love for Him are true worship. Many readers find it a healing corrective to a faith that only shows up on Sundays. We give it a "Use Discernment" rating because the book says little about Scripture or the cross, and it can be read as a technique for achieving spiritual feelings. Read it with an open Bible, and let its best insights drive you back to Christ rather than to a method.',
    keyInsights: [
      'No task is too ordinary to be done for the love of God, from cooking a meal to folding laundry.',
      'Turning our thoughts back to God throughout the day is a habit that grows with practice.',
      'When we fail, we can return quickly to God without wallowing, trusting His mercy.',
      'Prayer is conversation with a present Lord, not only a scheduled activity.',
      'Be cautious of treating spiritual awareness as a method; our nearness to God rests on the work of Christ, not our technique.',
    ],
    monthsAgo: 2,
  },
  {
    title: 'The Imitation of Christ',
    slug: 'the-imitation-of-christ',
    author: 'Thomas a Kempis',
    rating: 'Use Discernment',
    summary:
      'A fifteenth-century devotional classic on humility, self-denial and inner devotion to Christ. Piercing and wise, though shaped by medieval monastic assumptions.',
    description:
      'Thomas a Kempis wrote for fellow monks, and his short chapters cut straight to the heart. He warns against vain learning, love of praise and attachment to comfort, and he calls readers to follow Christ in humility and patience. Many Protestant and Catholic believers alike have been searched and strengthened by it. We recommend reading with discernment, because parts of the book reflect medieval teaching on the sacraments and a monastic ideal that can make withdrawal from ordinary life seem holier than faithful work, marriage and family. Its call to humility is timeless; its theology of salvation should be weighed against Scripture.',
    keyInsights: [
      'Knowing about God is worthless without loving and obeying Him; humility matters more than learning.',
      'Praise from people is fleeting, so we should care most about how we stand before God.',
      'Trials and crosses are tools God uses to strip away self-love and draw us closer to Christ.',
      'Self-examination should lead to honest repentance, not endless introspection.',
      'Weigh the book\'s monastic and sacramental teaching carefully against the gospel of grace through faith.',
    ],
    monthsAgo: 3,
  },
]
