import type { SeedMusicAnalysis } from './types'

/**
 * Music analyses. Every artist, song and album here is fictional; the themes
 * are described in our own words and no real lyrics are quoted.
 */
export const musicAnalyses: SeedMusicAnalysis[] = [
  // ---------- biblically sound ----------
  {
    title: 'Mercy Road by Caleb Whitfield: A Country Song That Knows the Way Home',
    slug: 'mercy-road-caleb-whitfield',
    artist: 'Caleb Whitfield',
    song: 'Mercy Road',
    album: 'Dust and Daylight',
    genres: ['Country'],
    verdict: 'biblically sound',
    summary:
      'A story-song about a man who wrecks his marriage and his reputation, then finds that grace met him before he ever turned around. Warm, honest and clearly rooted in the gospel.',
    sections: [
      {
        title: 'The Story',
        content:
          'The first two verses follow the narrator through drinking, debt and a marriage falling apart. The writing is specific without glamorizing any of it. By the second chorus he is sitting in an empty church parking lot with nowhere else to go.',
      },
      {
        title: 'Grace That Runs Ahead',
        content:
          'The turning point is not the narrator cleaning himself up but realizing God was already waiting for him on the "mercy road." This echoes the father in Luke 15 who runs to meet his son. The song presents grace as an undeserved gift, not a reward for trying harder.',
      },
      {
        title: 'Repentance With Fruit',
        content:
          'The final verse shows him making amends to his wife and children, patiently and without guarantees. That detail matters: repentance here produces real change instead of just a good feeling.',
      },
    ],
    verdictReason:
      'The song tells the truth about sin, places the initiative of salvation with God and shows repentance bearing fruit. It is an excellent example of mainstream-sounding music carrying a clear biblical message.',
    supportingScripture: ['Luke 15:20', 'Romans 5:8', 'Ephesians 2:8-9'],
    tags: ['Grace', 'Repentance', 'Redemption', 'Marriage'],
    daysAgo: 4,
  },
  {
    title: 'Ransomed Anthem by Cityline Worship: Doctrine You Can Sing',
    slug: 'ransomed-anthem-cityline-worship',
    artist: 'Cityline Worship',
    song: 'Ransomed Anthem',
    album: 'Lift the Gates (Live)',
    genres: ['Worship'],
    verdict: 'biblically sound',
    summary:
      'A congregational worship song built around substitutionary atonement, the resurrection and the return of Christ. Rich in Scripture and easy for a church to sing together.',
    sections: [
      {
        title: 'Theological Content',
        content:
          'Each verse moves through a stage of redemption: our captivity to sin, Christ paying the ransom, His resurrection and His coming reign. The lyrics draw directly on Mark 10:45 and 1 Peter 1:18-19. Nothing is vague about who Jesus is or what He has done.',
      },
      {
        title: 'Congregational Singability',
        content:
          'The melody sits in a comfortable range and the chorus repeats only twice. Unlike many modern worship songs, it does not rely on endless repetition of a single line to build emotion.',
      },
      {
        title: 'Minor Critique',
        content:
          'The live version includes a long instrumental build that can feel more like a concert than a service. Worship leaders may want to trim it for Sunday use.',
      },
    ],
    verdictReason:
      'The song is saturated with biblical truth and keeps Christ and His finished work at the center. Its only weaknesses are matters of arrangement, not doctrine.',
    supportingScripture: ['Mark 10:45', '1 Peter 1:18-19', 'Colossians 3:16'],
    tags: ['Worship', 'Atonement', 'Church Music'],
    daysAgo: 13,
  },
  {
    title: 'Ground Zero Grace by Verse Theory: Christian Hip-Hop With Depth',
    slug: 'ground-zero-grace-verse-theory',
    artist: 'Verse Theory',
    song: 'Ground Zero Grace',
    album: 'Blueprint for Sinners',
    genres: ['Hip-Hop'],
    verdict: 'biblically sound',
    summary:
      'A dense, verse-heavy track that walks through the doctrine of total depravity and the sufficiency of grace. Clever wordplay serves the message instead of overshadowing it.',
    sections: [
      {
        title: 'Starting at Zero',
        content:
          'The title refers to the idea that we all begin spiritually at "ground zero," unable to rebuild ourselves. The first verse draws on Romans 3 to show that no one is righteous on their own. It is unusual and refreshing to hear that doctrine presented this plainly in a rap song.',
      },
      {
        title: 'The Hook',
        content:
          'The chorus celebrates grace that "builds from the rubble," a picture of God making dead sinners alive. The hook is catchy enough that listeners will carry the truth with them through the day.',
      },
      {
        title: 'Tone and Delivery',
        content:
          'The artist avoids the boasting common in the genre and instead directs attention to Christ. There is no profanity or crude content.',
      },
    ],
    verdictReason:
      'The track faithfully presents human sinfulness and salvation by grace alone through faith. It uses the strengths of hip-hop, such as wordplay and storytelling, to teach sound doctrine.',
    supportingScripture: ['Romans 3:10-12', 'Ephesians 2:4-5', '2 Corinthians 12:9'],
    tags: ['Grace', 'Doctrine', 'Christian Hip-Hop'],
    daysAgo: 22,
  },
  {
    title: 'Lantern by Maren Solace: Quiet Faith in a Pop Package',
    slug: 'lantern-maren-solace',
    artist: 'Maren Solace',
    song: 'Lantern',
    album: 'Shoreline Hymns',
    genres: ['Pop', 'Indie'],
    verdict: 'biblically sound',
    summary:
      'A gentle pop song that pictures God\'s word as a lantern for a dark road. Subtle but unmistakably Christian, it works well for listeners who prefer understated music.',
    sections: [
      {
        title: 'Imagery',
        content:
          'The central image comes straight from Psalm 119:105, where God\'s word is a lamp to our feet. The singer admits she cannot see the whole path, only the next step, and finds peace in that.',
      },
      {
        title: 'Is It Too Subtle?',
        content:
          'The name of Jesus appears only once, in the bridge. Some listeners may wish for a clearer gospel presentation. Still, nothing in the song is vague in a misleading way; it simply assumes a Christian frame.',
      },
    ],
    verdictReason:
      'The song is built on a clear biblical image and points the listener to trust in God and His word. Its subtlety is a stylistic choice, not a theological compromise.',
    supportingScripture: ['Psalm 119:105', 'Proverbs 3:5-6'],
    tags: ['Trust', 'Scripture', 'Guidance'],
    daysAgo: 31,
  },

  // ---------- spiritually risky ----------
  {
    title: 'Good Vibes Only by Skye Delano: Positivity Without a Foundation',
    slug: 'good-vibes-only-skye-delano',
    artist: 'Skye Delano',
    song: 'Good Vibes Only',
    album: 'Sunset Frequency',
    genres: ['Pop'],
    verdict: 'spiritually risky',
    summary:
      'A breezy summer hit that tells listeners to cut out anyone who brings them down and "protect their peace." Clean lyrics, but the philosophy underneath deserves a closer look.',
    sections: [
      {
        title: 'The Message',
        content:
          'The song encourages listeners to remove negative people from their lives and focus only on what makes them feel good. There is some wisdom in avoiding truly harmful relationships. But the song treats personal comfort as the highest good.',
      },
      {
        title: 'What Scripture Says About Peace',
        content:
          'Biblical peace is not the absence of difficult people but the presence of God. Jesus calls us to bear with one another, to love enemies and to weep with those who weep. A "good vibes only" life leaves little room for that kind of love.',
      },
      {
        title: 'Listening Wisely',
        content:
          'The song itself is harmless to hum along to. The risk is in slowly adopting its outlook, where every hard relationship becomes something to cut off rather than something to pray through.',
      },
    ],
    verdictReason:
      'No explicit content, but the song promotes a self-centered view of peace that contradicts Christian love. Listen with awareness and do not let it shape how you treat people.',
    supportingScripture: ['John 14:27', 'Romans 12:15', 'Galatians 6:2'],
    tags: ['Self-Care', 'Relationships', 'Peace'],
    daysAgo: 40,
  },
  {
    title: 'Higher Power (Whatever You Are) by The Ashgrove: Honest but Unanchored',
    slug: 'higher-power-whatever-you-are-the-ashgrove',
    artist: 'The Ashgrove',
    song: 'Higher Power (Whatever You Are)',
    album: 'Static Prayers',
    genres: ['Rock'],
    verdict: 'spiritually risky',
    summary:
      'A heavy, emotional rock ballad in which the singer cries out for help to a God he cannot name. Moving and sincere, but it settles for spiritual vagueness.',
    sections: [
      {
        title: 'A Real Cry for Help',
        content:
          'The song describes addiction and despair with striking honesty. Its prayer-like chorus resembles the laments of the Psalms, and many listeners will feel understood.',
      },
      {
        title: 'The Problem of "Whatever You Are"',
        content:
          'The song treats the identity of God as unknowable and unimportant, as long as something out there helps. Scripture teaches that God has made Himself known fully in Jesus Christ. A vague higher power cannot forgive sin or promise resurrection.',
      },
      {
        title: 'A Conversation Starter',
        content:
          'For a friend who loves this band, the song can open a door to talk about the God who has a name and who answers. Use it as a bridge, not a destination.',
      },
    ],
    verdictReason:
      'The song is honest about pain and the need for help, which is good. But it encourages a generic spirituality that replaces the revealed God with an anonymous force.',
    supportingScripture: ['Acts 17:23', 'John 14:9', 'Psalm 40:1-3'],
    tags: ['Addiction', 'Spirituality', 'Lament'],
    daysAgo: 52,
  },
  {
    title: 'Saturday Night Sinner, Sunday Morning Saint by Dalton Reese: Cheap Grace on a Steel Guitar',
    slug: 'saturday-night-sinner-sunday-morning-saint-dalton-reese',
    artist: 'Dalton Reese',
    song: 'Saturday Night Sinner, Sunday Morning Saint',
    album: 'Two-Lane Heart',
    genres: ['Country'],
    verdict: 'spiritually risky',
    summary:
      'A fun, foot-tapping country tune about partying hard on Saturday and showing up at church on Sunday "because grace covers it all." Catchy, but it treats forgiveness as a loophole.',
    sections: [
      {
        title: 'Humor and Honesty',
        content:
          'The song is self-aware and funny, and it names a hypocrisy many churchgoers recognize. In that sense it holds up a mirror. There is no profanity, and the storytelling is well crafted.',
      },
      {
        title: 'Grace as a Loophole',
        content:
          'The chorus presents grace as permission to keep sinning without change. Paul asked the same question in Romans 6, "Shall we continue in sin, that grace may abound?", and answered it with a firm no. Real grace trains us to renounce ungodliness.',
      },
      {
        title: 'Who Is the Joke On?',
        content:
          'Listeners who already take holiness lightly may hear the song as a blessing on their lifestyle. That is where the spiritual risk lies.',
      },
    ],
    verdictReason:
      'The song gets a laugh out of real hypocrisy, but it ultimately celebrates a version of grace that requires no repentance. Enjoy the craft while rejecting its theology.',
    supportingScripture: ['Romans 6:1-2', 'Titus 2:11-12', 'Galatians 6:7'],
    tags: ['Grace', 'Hypocrisy', 'Repentance', 'Partying'],
    daysAgo: 66,
  },
  {
    title: 'Slow Burn by Amara Vale: Romance That Crosses the Line',
    slug: 'slow-burn-amara-vale',
    artist: 'Amara Vale',
    song: 'Slow Burn',
    album: 'Velvet Hours',
    genres: ['R&B'],
    verdict: 'spiritually risky',
    summary:
      'A smooth, beautifully produced love song. It is never graphic, but it dwells on physical desire and leaves the marital context entirely unclear.',
    sections: [
      {
        title: 'Beauty in Desire',
        content:
          'Scripture is not embarrassed by romance; the Song of Songs celebrates it in vivid poetry. Some of the imagery in this track echoes that tradition and is not wrong in itself.',
      },
      {
        title: 'The Missing Covenant',
        content:
          'The problem is that the song presents intimacy as something to pursue simply because the feeling is strong. Nothing places that desire within the commitment of marriage. For single listeners especially, the song can stir up desires the Song of Songs warns not to awaken before their time.',
      },
    ],
    verdictReason:
      'Not explicit, but the song feeds desire without the covenant framework Scripture gives it. Married couples may find it harmless; singles should be careful about what it stirs.',
    supportingScripture: ['Song of Solomon 2:7', 'Hebrews 13:4', 'Philippians 4:8'],
    tags: ['Sexuality', 'Romance', 'Purity'],
    daysAgo: 79,
  },

  // ---------- unbiblical ----------
  {
    title: 'Own God by Kxng Mercer: When Self-Confidence Becomes Self-Worship',
    slug: 'own-god-kxng-mercer',
    artist: 'Kxng Mercer',
    song: 'Own God',
    album: 'Throne Talk',
    genres: ['Hip-Hop'],
    verdict: 'unbiblical',
    summary:
      'A hard-hitting anthem in which the rapper declares himself his own god, answerable to no one. Heavy profanity and open mockery of faith reinforce the message.',
    sections: [
      {
        title: 'The Central Claim',
        content:
          'The chorus repeats the claim that he needs no savior because he is the one who saves himself. This goes beyond ordinary bragging; it is an explicit rejection of God in favor of self-worship.',
      },
      {
        title: 'An Old Temptation',
        content:
          'The serpent promised Eve that she would be like God. Every generation repackages that lie, and this song simply sets it to a modern beat.',
      },
      {
        title: 'Content Concerns',
        content:
          'The track includes frequent profanity, degrading language toward women and glorification of violence. Even setting the theology aside, it fails the test of Philippians 4:8.',
      },
    ],
    verdictReason:
      'The song directly promotes self-deification and rejects the need for a savior. Combined with its crude content, it is not something a believer should feed on.',
    supportingScripture: ['Genesis 3:4-5', 'Isaiah 45:5', 'Romans 1:21-22'],
    tags: ['Pride', 'Self-Worship', 'Identity'],
    daysAgo: 88,
  },
  {
    title: 'Burn the Pews by Hollow Vesper: Anger Aimed at God',
    slug: 'burn-the-pews-hollow-vesper',
    artist: 'Hollow Vesper',
    song: 'Burn the Pews',
    album: 'Cathedral of Ash',
    genres: ['Rock', 'Metal'],
    verdict: 'unbiblical',
    summary:
      'An aggressive metal track that mocks prayer, portrays the church as a prison and invites listeners to "burn it all down." The anger is real, but it is directed at God Himself.',
    sections: [
      {
        title: 'Where the Anger Comes From',
        content:
          'Interviews suggest the songwriter was hurt by a controlling church in his youth. Church abuse is real and grieves the heart of God, and that pain deserves compassion.',
      },
      {
        title: 'From Hurt to Blasphemy',
        content:
          'The song moves from criticizing hypocrisy to ridiculing Christ and the cross. Its bridge parodies the Lord\'s Prayer. This goes beyond honest lament into contempt for what is holy.',
      },
    ],
    verdictReason:
      'The song mocks God and the gospel and encourages listeners to reject faith entirely. It should be avoided, though those who love it need our patience and prayer rather than scorn.',
    supportingScripture: ['Galatians 6:7', 'Psalm 1:1', 'Matthew 12:36'],
    tags: ['Blasphemy', 'Church Hurt', 'Anger'],
    daysAgo: 101,
  },
  {
    title: 'Manifest by Lumi Starling: The Law of Attraction With a Beat',
    slug: 'manifest-lumi-starling',
    artist: 'Lumi Starling',
    song: 'Manifest',
    album: 'Cosmic Bloom',
    genres: ['Pop', 'Electronic'],
    verdict: 'unbiblical',
    summary:
      'A dreamy electronic pop track that teaches listeners to speak their desires into being and "let the universe deliver." Catchy, clean and spiritually misleading.',
    sections: [
      {
        title: 'What Manifesting Teaches',
        content:
          'Manifesting is the belief that focused thoughts and words can attract what you want from the universe. The song presents this as a path to love, wealth and success. It puts the self in control and treats the universe as a servant.',
      },
      {
        title: 'Why It Matters',
        content:
          'Scripture teaches us to bring our requests to a personal Father who knows what is best, and to pray "Thy will be done." Manifesting reverses that posture. It is prayer without God and desire without surrender.',
      },
      {
        title: 'A Word for Young Listeners',
        content:
          'This message is everywhere on social media, and this song makes it sound harmless. Parents may want to talk with their children about the difference between prayer and manifesting.',
      },
    ],
    verdictReason:
      'The song teaches a spiritual practice that replaces trust in God with self-directed power. Its clean lyrics make the false teaching easier to absorb.',
    supportingScripture: ['Matthew 6:9-10', 'James 4:13-15', 'Jeremiah 17:5'],
    tags: ['New Age', 'Manifesting', 'False Teaching'],
    daysAgo: 118,
  },
  {
    title: 'After Hours Confessions by Jaylen Knox: Glamorizing Betrayal',
    slug: 'after-hours-confessions-jaylen-knox',
    artist: 'Jaylen Knox',
    song: 'After Hours Confessions',
    album: 'Midnight Currency',
    genres: ['R&B', 'Hip-Hop'],
    verdict: 'unbiblical',
    summary:
      'A slick late-night track in which the narrator brags about cheating on his partner and treats the guilt as part of the thrill. Explicit and unrepentant.',
    sections: [
      {
        title: 'Confession Without Repentance',
        content:
          'Despite the title, nothing in the song is a true confession. The narrator admits what he did only to celebrate it. Biblical confession means agreeing with God about sin and turning away from it.',
      },
      {
        title: 'The Cost of Infidelity',
        content:
          'Proverbs warns that adultery destroys the one who commits it and wounds everyone around him. The song hides those consequences behind smooth production and luxury imagery.',
      },
      {
        title: 'Explicit Content',
        content:
          'The lyrics include sexual descriptions and profanity throughout. This is not a song that can be redeemed by selective listening.',
      },
    ],
    verdictReason:
      'The song glorifies adultery and deception without any hint of remorse. It calls evil good and presents betrayal as something to admire.',
    supportingScripture: ['Proverbs 6:32', 'Hebrews 13:4', 'Isaiah 5:20', '1 John 1:9'],
    tags: ['Sexuality', 'Infidelity', 'Marriage'],
    daysAgo: 134,
  },
  // ---------- added so the list has a second page ----------
  {
    title: 'Still Small Voice by Harbor Lights Choir: Quiet Faith in a Loud World',
    slug: 'still-small-voice-harbor-lights-choir',
    artist: 'Harbor Lights Choir',
    song: 'Still Small Voice',
    album: 'Evening Psalms',
    genres: ['Gospel', 'Worship'],
    verdict: 'biblically sound',
    summary:
      'A gentle gospel choir piece drawn from Elijah at Horeb. It invites the listener to stop chasing spectacle and listen for God in His word, and it never confuses feelings with revelation.',
    sections: [
      {
        title: 'Elijah at the Cave',
        content:
          'The verses retell 1 Kings 19 in plain language: the wind, the earthquake and the fire pass by, and then comes the low whisper. The choir keeps the story in its setting instead of turning it into a vague promise of private messages.',
      },
      {
        title: 'Listening Through Scripture',
        content:
          'The bridge names the Bible as the place where God speaks today, which guards the song from the common idea that every inner impression is the Lord. Quiet, here, means attentive rather than empty.',
      },
    ],
    verdictReason:
      'The song handles its text carefully, points listeners to Scripture and encourages patient, humble faith. Suitable for personal devotion and for church use.',
    supportingScripture: ['1 Kings 19:11-12', 'Psalm 46:10', 'Hebrews 1:1-2'],
    tags: ['Prayer', 'Scripture', 'Patience'],
    daysAgo: 146,
  },
  {
    title: 'Gold Rush Heart by Marlowe Vance: Ambition Dressed as Destiny',
    slug: 'gold-rush-heart-marlowe-vance',
    artist: 'Marlowe Vance',
    song: 'Gold Rush Heart',
    album: 'Neon Frontier',
    genres: ['Pop', 'Country'],
    verdict: 'spiritually risky',
    summary:
      'A catchy crossover single that mixes a passing mention of blessing with a chorus about chasing more at any cost. Not openly hostile to faith, but its idea of success is borrowed from the world.',
    sections: [
      {
        title: 'Blessing as a Brand',
        content:
          'One line thanks heaven for the singer\'s good fortune, then the chorus celebrates wanting more than anyone else. The word "blessed" becomes a label for getting ahead rather than a gift received with open hands.',
      },
      {
        title: 'What the Song Leaves Out',
        content:
          'There is no room for contentment, generosity or the warning that the love of money pierces people with many griefs. Listeners who already struggle with envy will find the hook feeding it.',
      },
    ],
    verdictReason:
      'Nothing here is explicit, but the message quietly trains the heart to measure life by gain. Enjoy it with discernment, and talk about it with younger listeners.',
    supportingScripture: ['1 Timothy 6:6-10', 'Philippians 4:11-13', 'Luke 12:15'],
    tags: ['Greed', 'Contentment', 'Ambition'],
    daysAgo: 160,
  },
  {
    title: 'Midnight Oracle by Velvet Static: Fortune-Telling With a Dance Beat',
    slug: 'midnight-oracle-velvet-static',
    artist: 'Velvet Static',
    song: 'Midnight Oracle',
    album: 'Afterglow Rituals',
    genres: ['Electronic'],
    verdict: 'unbiblical',
    summary:
      'A club track that treats tarot, star signs and "the universe" as trustworthy guides for love and life. The production is polished; the spiritual counsel runs straight against Scripture.',
    sections: [
      {
        title: 'Guidance From the Wrong Source',
        content:
          'Every verse asks the cards or the stars what to do next, and the chorus promises that the answers are already written in the sky. Scripture forbids seeking guidance this way and calls it turning away from the Lord.',
      },
      {
        title: 'Why It Is Attractive',
        content:
          'The song offers certainty without repentance and direction without relationship. That is exactly what makes it appealing, and why it deserves a clear answer rather than a shrug.',
      },
    ],
    verdictReason:
      'The track presents occult practices as harmless wisdom and encourages listeners to trust them. Its message is incompatible with biblical faith.',
    supportingScripture: ['Deuteronomy 18:10-12', 'Isaiah 8:19-20', 'James 1:5'],
    tags: ['Occult', 'Guidance', 'Astrology'],
    daysAgo: 175,
  },
]
