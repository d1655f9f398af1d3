import type { SeedPost } from './types'

/**
 * Demo articles. Bible quotations are from the World English Bible (public domain);
 * everything else is original writing for this site.
 */
export const posts: SeedPost[] = [
  // ---------------------------------------------------------------- Media & Culture
  {
    title: "What Your Feed Is Teaching You",
    summary:
      "Every scroll is a lesson in what to want, fear and admire. A look at how social feeds disciple us, and how to take the curriculum back.",
    category: "media-culture",
    tags: ["Media", "Discipline", "Holiness"],
    daysAgo: 12,
    views: 2310,
    body: [
      "Most of us would never sign up for a class that met for hours every day and taught us to compare, covet and react. Yet that is roughly what an unexamined social feed does. It is not neutral furniture in the room of our lives; it is a teacher with a lesson plan.",
      { h2: "The hidden curriculum" },
      "Recommendation systems are built to learn what holds our attention and then serve more of it. Attention, though, is not the same as good. What holds us longest is often whatever stirs envy, fear or appetite, so the feed slowly trains us to crave those feelings again.",
      {
        quote: "I will set no vile thing before my eyes. I hate the deeds of faithless men. They will not cling to me.",
        cite: "Psalm 101:3 (WEB)",
      },
      "David's resolve was not a rule about screens, but the principle travels well. What we set before our eyes does not stay in front of them. It moves inward and begins to shape what we desire.",
      {
        list: [
          "Notice which accounts leave you restless, bitter or hungry for more, and unfollow them without guilt.",
          "Turn off autoplay and endless recommendations wherever you can.",
          "Decide in advance when you will scroll, instead of letting boredom decide for you.",
          "Give the first ten minutes of your day to Scripture rather than a screen.",
        ],
      },
      "None of this earns God's favor. It simply clears space, so that the voice of the Shepherd is not drowned out by a thousand louder ones.",
    ],
  },
  {
    title: "Binge-Watching and the Hungry Soul",
    summary:
      "Why one more episode rarely satisfies, and what our appetite for endless stories reveals about the deeper hunger God placed in us.",
    category: "media-culture",
    tags: ["Media", "Worship", "Discipline"],
    daysAgo: 47,
    views: 1288,
    body: [
      "There is nothing wrong with a good story. Jesus told many of them, and some of the finest art of every age has been narrative. The trouble begins when stories stop being a meal and become a numbing agent.",
      { h2: "Reading the appetite" },
      "Binge-watching often shows up at the end of hard days. We are tired, a little lonely, and unwilling to sit with our own thoughts, so we hand the evening to a streaming service. The show fills the hours, but it rarely fills the heart.",
      "That leftover restlessness is worth paying attention to. It is a symptom of misplaced worship. We were made to find rest in God, and every substitute leaves us asking for one more.",
      {
        quote: "Set your mind on the things that are above, not on the things that are on the earth.",
        cite: "Colossians 3:2 (WEB)",
      },
      "Setting the mind on things above does not mean never watching anything. It means choosing with open eyes what we give our evenings to, and leaving room for prayer, conversation and sleep. Try ending the night with a psalm instead of an episode a few times a week, and notice what changes.",
    ],
  },
  {
    title: "Outrage Culture and the Slow Tongue",
    summary:
      "Online platforms reward the fastest, angriest reply. Scripture calls believers to be quick to hear and slow to speak. Here is what that looks like today.",
    category: "media-culture",
    tags: ["Media", "Pride", "Truth"],
    daysAgo: 88,
    views: 3120,
    body: [
      "Outrage travels faster than nuance. A clipped video or a misleading headline can reach millions before anyone checks the full story, and the first furious reply often gets the most attention. Christians are not immune to the rush.",
      {
        quote:
          "So, then, my beloved brothers, let every man be swift to hear, slow to speak, and slow to anger; for the anger of man doesn't produce the righteousness of God.",
        cite: "James 1:19-20 (WEB)",
      },
      { h2: "Why outrage feels righteous" },
      "Anger at real injustice can be holy. But much online outrage is fed by pride: the pleasure of being on the right side, of seeing others as fools, of being seen to care. It lets us feel morally serious without doing anything costly.",
      {
        list: [
          "Wait a day before commenting on a story that makes you angry.",
          "Find the original source before you share a clip or a quote.",
          "Ask whether your post aims to persuade, to help, or simply to be noticed.",
          "Pray for the people you are most tempted to mock.",
        ],
      },
      "Truth matters far too much to be handled carelessly. A slow tongue is not a silent one. It is a tongue that has been submitted to God before it speaks.",
    ],
  },
  {
    title: "When Entertainment Normalizes Sin",
    summary:
      "Repeated exposure makes the shocking feel ordinary. How stories can quietly move our moral lines, and how to keep discernment sharp.",
    category: "media-culture",
    tags: ["Media", "Holiness", "Temptation"],
    daysAgo: 163,
    views: 947,
    body: [
      "The first time a story celebrates something God calls sin, most believers notice. By the tenth time, many of us do not. Familiarity has a way of sanding down the edges of conscience.",
      { h2: "The slow slide" },
      "Entertainment rarely argues with us directly. It invites us to sympathize with characters, to laugh along and to root for certain outcomes. Over many hours, what we laugh at becomes what we tolerate, and what we tolerate becomes what we excuse in ourselves.",
      {
        quote:
          "Woe to those who call evil good, and good evil; who put darkness for light, and light for darkness; who put bitter for sweet, and sweet for bitter!",
        cite: "Isaiah 5:20 (WEB)",
      },
      "Discernment does not mean fleeing every story that portrays sin. The Bible itself portrays sin with great honesty. The real question is whether a story shows sin as it is, with its weight and its cost, or dresses it up as harmless and good.",
      { h2: "Questions worth asking" },
      {
        list: [
          "Is wrongdoing presented as wrong, or as admirable and free of consequence?",
          "Am I being invited to desire something I would never pray for?",
          "Would I be comfortable watching this with Jesus in the room?",
        ],
      },
      "Holiness is not squeamishness. It is the settled desire to love what God loves, and that desire is worth protecting.",
    ],
  },

  // ---------------------------------------------------------------- Respectable Sins
  {
    title: "The Quiet Sin of Worry",
    summary:
      "Worry feels responsible, even virtuous. Yet Scripture treats it as a trust problem that God meets with peace rather than condemnation.",
    category: "respectable-sins",
    tags: ["Anxiety", "Prayer", "Grace"],
    daysAgo: 5,
    views: 4210,
    body: [
      "Worry is one of the few sins we can mention in church without anyone raising an eyebrow. We call it concern, or being realistic, or simply caring a lot. Yet at its root, chronic worry is a quiet argument with God about whether he can be trusted.",
      { h2: "Why worry feels responsible" },
      "Anxious thinking gives us the illusion of control. If we rehearse every bad outcome, we feel as though we have done something about it. In reality we have only borrowed tomorrow's trouble and carried it into today.",
      {
        quote:
          "In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God. And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.",
        cite: "Philippians 4:6-7 (WEB)",
      },
      "Notice that Paul does not scold the anxious. He gives them somewhere to go. The remedy for worry is not trying harder to stop thinking; it is turning each fear into a specific request and leaving it with the Father.",
      "This is grace, not a technique. The peace God promises is his gift, given to people who still feel afraid. Bring the worry, name it plainly, thank him for what he has already done, and let his peace stand guard where your fear used to pace.",
      "One more word of care: if anxiety has become constant or overwhelming, talking with a doctor or a qualified counselor is wise. Seeking that help is not a failure of faith.",
    ],
  },
  {
    title: "Gossip Dressed as a Prayer Request",
    summary:
      "Sharing someone's struggle so others can pray can be love, or a thin disguise for gossip. A few honest tests to tell the difference.",
    category: "respectable-sins",
    tags: ["Truth", "Community", "Repentance"],
    daysAgo: 131,
    views: 1675,
    body: [
      "Few sins are as comfortable in Christian circles as gossip. We rarely call it that. We say we are concerned, or that people ought to know, or that we are only sharing something to pray about.",
      {
        quote:
          "One who brings gossip betrays a confidence, but one who is of a trustworthy spirit is one who keeps a secret.",
        cite: "Proverbs 11:13 (WEB)",
      },
      { h2: "Telling love from gossip" },
      "The difference usually lies not in the facts shared but in the heart sharing them. Gossip enjoys the telling. It makes us feel informed and important, and it quietly lowers the person being discussed in the eyes of the listener.",
      {
        list: [
          "Would I say this the same way if the person were standing beside me?",
          "Does the listener need this information in order to help, or only to know?",
          "Did the person ask me to share it?",
          "Am I feeling a small thrill as I tell it?",
        ],
      },
      "If those questions sting, take it as a kindness from God. Repentance here is simple and practical: stop the story, go to the person directly if you need to, and pray for them in private where no one else is listening.",
    ],
  },
  {
    title: "Pride in a Humble Disguise",
    summary:
      "Pride does not always strut. Sometimes it hides in constant self-criticism, people-pleasing and a stubborn refusal to ask for help.",
    category: "respectable-sins",
    tags: ["Pride", "Identity", "Grace"],
    daysAgo: 22,
    views: 3560,
    body: [
      "When we picture pride, we imagine someone loud and boastful. But pride has a quieter cousin that is just as dangerous. It looks like relentless self-criticism, an inability to receive a compliment, or a refusal to let anyone see us struggle.",
      { h2: "Self-focus in both directions" },
      "Whether we think too highly of ourselves or too poorly, the common thread is that we are thinking about ourselves constantly. Humility is not a low opinion of ourselves. It is the freedom of no longer needing to defend any opinion of ourselves at all, because God's verdict is already settled.",
      {
        quote: "But he gives more grace. Therefore it says, \"God resists the proud, but gives grace to the humble.\"",
        cite: "James 4:6 (WEB)",
      },
      "That promise is remarkable. God does not wait for us to become humble before offering grace; grace is what humbles us. When we accept that we are loved and forgiven apart from our performance, we stop needing either to inflate ourselves or to punish ourselves.",
      "Practically, that might mean asking for help with something small this week, or receiving the next compliment with a plain thank you. It might mean celebrating a friend's success without measuring it against your own. Small acts like these loosen pride's grip.",
      "Our identity is not something we build or guard. It is received, in Christ, and that gift is enough to rest in.",
    ],
  },
  {
    title: "Discontentment and the Always-Next Life",
    summary:
      "The next job, house or season always looks brighter. Scripture says contentment is learned, and it can be learned right where you are.",
    category: "respectable-sins",
    tags: ["Worship", "Identity", "Discipline"],
    daysAgo: 240,
    views: 87,
    body: [
      "Discontentment rarely announces itself. It shows up as a low hum of dissatisfaction: if only this season would end, if only that opportunity would come, then life could really start. Meanwhile the present, the only place we can actually meet God, slips past unnoticed.",
      {
        quote: "Not that I speak because of lack, for I have learned in whatever state I am, to be content in it.",
        cite: "Philippians 4:11 (WEB)",
      },
      { h2: "Contentment is learned" },
      "Paul wrote those words from confinement, not comfort. He says he learned contentment, which means it did not come naturally to him either. It was a discipline practiced over years of both plenty and need.",
      "Gratitude is one part of that discipline. Naming specific gifts each day retrains the eye to see what God has already given instead of only what is missing. Over time, worship replaces wanting as the mind's default setting.",
      "Contentment is not the same as complacency. We can still work, plan and hope. But we do it from a place of rest, trusting that our worth and our joy do not hang on the next thing arriving.",
    ],
  },

  // ---------------------------------------------------------------- Common Struggles
  {
    title: "Fighting Lust Without Losing Heart",
    summary:
      "Sexual temptation is common and the battle can feel endless. A grace-filled, practical approach for anyone tired of starting over.",
    category: "common-struggles",
    tags: ["Temptation", "Holiness", "Grace"],
    daysAgo: 34,
    views: 4795,
    body: [
      "Few struggles produce as much shame as lust. Many believers fight it quietly for years, convinced that no one else in their church could possibly understand. That isolation is part of what keeps the struggle strong.",
      {
        quote:
          "No temptation has taken you except what is common to man. God is faithful, who will not allow you to be tempted above what you are able, but will with the temptation also make the way of escape, that you may be able to endure it.",
        cite: "1 Corinthians 10:13 (WEB)",
      },
      "This verse says two things at once. Your temptation is common, so you are not uniquely broken. And God is faithful, so there is always a way of escape, even when it is not easy to take.",
      { h2: "Practical ways of escape" },
      {
        list: [
          "Know your patterns: the times, places and moods when temptation is strongest.",
          "Put real barriers on your devices, and let someone else hold the passwords.",
          "Tell a trusted, mature believer and invite regular, honest check-ins.",
          "Replace rather than merely remove: plan something good for the hours that used to be vulnerable.",
        ],
      },
      "When you fall, do not wallow and do not pretend. Confess quickly, receive the grace that is truly yours in Christ, and get back up. Shame says you must hide until you are better; grace says come now, just as you are, and keep walking.",
      "Holiness is a long obedience, not a single victory. Every day of faithfulness matters, even while the war is not yet over.",
    ],
  },
  {
    title: "Anger That Simmers Under the Surface",
    summary:
      "Not all anger explodes. Some of it simmers for years as resentment. How to bring hidden anger into the light before it hardens the heart.",
    category: "common-struggles",
    tags: ["Forgiveness", "Prayer", "Repentance"],
    daysAgo: 201,
    views: 1430,
    body: [
      "Some people are obviously angry: they raise their voices and slam doors. Others never raise their voices at all, yet carry a steady burn of resentment toward a parent, a spouse or a former friend. Both need attention, but the quiet kind is far easier to ignore.",
      {
        quote: "\"Be angry, and don't sin.\" Don't let the sun go down on your wrath, and don't give place to the devil.",
        cite: "Ephesians 4:26-27 (WEB)",
      },
      { h2: "Why the sunset matters" },
      "Paul does not say that all anger is sin. He warns that anger kept overnight, and then week after week, gives the enemy a foothold. Unresolved anger becomes a story we retell, and each retelling deepens the groove.",
      "The way forward usually begins in prayer. Tell God honestly what happened and how it made you feel; the psalms give us permission for that kind of honesty. Then ask him for the willingness to forgive, even if you do not yet feel forgiving.",
      "Forgiveness is not pretending the wrong was small or that trust is instantly restored. It is releasing the debt into God's hands and refusing to keep collecting on it. Sometimes that release has to be repeated many times before the heart catches up.",
    ],
  },
  {
    title: "Loneliness and the Body of Christ",
    summary:
      "Loneliness is not a sin, but it can push us toward isolation and unhealthy comfort. God's answer to it includes his people.",
    category: "common-struggles",
    tags: ["Community", "Identity", "Prayer"],
    daysAgo: 59,
    views: 2045,
    body: [
      "Loneliness is one of the most common struggles of our time, even among people surrounded by others. It is not a sin to feel lonely. Jesus himself knew the pain of being deserted by his closest friends.",
      "Still, loneliness can become fertile ground for temptation. When we feel unseen, we reach for whatever promises connection or numbness: endless scrolling, unhealthy relationships, or simply withdrawing further.",
      {
        quote:
          "Two are better than one, because they have a good reward for their labor. For if they fall, the one will lift up his fellow; but woe to him who is alone when he falls, and doesn't have another to lift him up.",
        cite: "Ecclesiastes 4:9-10 (WEB)",
      },
      { h2: "Taking the first step" },
      {
        list: [
          "Join one small group or serving team and commit to it for a season.",
          "Invite someone for a meal instead of waiting to be invited.",
          "Be honest with a friend about feeling alone.",
          "Pray by name for the people around you, and ask God to show you who else is lonely.",
        ],
      },
      "Our deepest identity is as children adopted into God's family. The local church, with all its imperfections, is where that family becomes visible. It may take time and courage, but it is worth pressing in.",
    ],
  },
  {
    title: "Procrastination and Small Faithfulness",
    summary:
      "Putting things off can look like a time-management problem. Often it is a heart issue, and the cure begins with small acts of faithfulness.",
    category: "common-struggles",
    tags: ["Discipline", "Repentance", "Worship"],
    daysAgo: 275,
    views: 12,
    body: [
      "Procrastination is usually treated as a productivity problem, solved with better apps and calendars. Those tools can help. But for many of us, chronic delay is rooted in fear of failure, perfectionism or a simple love of comfort, and those are matters of the heart.",
      {
        quote:
          "A little sleep, a little slumber, a little folding of the hands to sleep: so your poverty will come as a robber, and your scarcity as an armed man.",
        cite: "Proverbs 6:10-11 (WEB)",
      },
      { h2: "Work as worship" },
      "Scripture calls us to work heartily, as for the Lord and not for people. That changes the question from whether we feel like doing the task to whom we are doing it for. Even dull work becomes an offering when it is done for him.",
      "A few practical steps help. Break the task into a first step that takes less than ten minutes, and do the hardest thing early while resolve is fresh. Most importantly, confess the fear or love of comfort underneath the delay, not just the delay itself.",
      "Faithfulness in small things is not small. Jesus taught that whoever is faithful in very little is faithful also in much, and every finished task is a chance to practice that trust.",
    ],
  },

  // ---------------------------------------------------------------- Subtle Deceptions
  {
    title: "The Gospel of Self-Improvement",
    summary:
      "Much modern self-help borrows Christian language while leaving out the cross. Why becoming your best self is not the same as being made new.",
    category: "subtle-deceptions",
    tags: ["Truth", "Identity", "Grace"],
    daysAgo: 76,
    views: 2790,
    body: [
      "Walk through any bookstore and you will find shelves promising transformation. Many self-improvement messages sound close to Christian teaching: discipline, gratitude, purpose, even forgiveness. The resemblance is exactly what makes the difference easy to miss.",
      { h2: "Same words, different center" },
      "The self-improvement gospel puts you at the center. You are the source of your own renewal, and the goal is a better, more successful version of yourself. The biblical gospel begins somewhere else entirely: with our need, and with God's grace meeting that need in Christ.",
      {
        quote:
          "For by grace you have been saved through faith, and that not of yourselves; it is the gift of God, not of works, that no one would boast.",
        cite: "Ephesians 2:8-9 (WEB)",
      },
      "That is why Christian growth never becomes a reason to boast. We do grow, and we do put in effort, but the effort is a response to grace rather than a way of earning it. The power comes from outside us.",
      {
        list: [
          "Does this message need Jesus, or would it work just as well without him?",
          "Is sin treated as a real problem, or only as a bad habit?",
          "Is my worth grounded in what I achieve, or in what God has given?",
        ],
      },
      "There is nothing wrong with good habits. But a renewed life is not a renovated self. It is a new creation, and only God can make that.",
    ],
  },
  {
    title: "When Feelings Become the Final Authority",
    summary:
      "Follow your heart is one of the most repeated messages of our culture. Scripture offers a more honest, and more hopeful, view of the heart.",
    category: "subtle-deceptions",
    tags: ["Truth", "Scripture", "Identity"],
    daysAgo: 109,
    views: 1920,
    body: [
      "Our culture tells us in a hundred ways to follow our heart, speak our truth and trust our gut. Feelings are treated as the final word on who we are and what is right. It sounds freeing, but it places enormous weight on something that can change by the hour.",
      {
        quote: "The heart is deceitful above all things and it is exceedingly corrupt. Who can know it?",
        cite: "Jeremiah 17:9 (WEB)",
      },
      { h2: "Real, but not in charge" },
      "Emotions are a gift from God. They tell us something true about our inner experience, and the psalms show that he welcomes them. But they were never meant to sit on the throne. A feeling can be completely sincere and still be mistaken.",
      "Scripture gives us a steadier place to stand. When our feelings and God's word disagree, we can bring the feelings honestly to him while choosing to trust what he has said. Often the feelings follow in time.",
      "This is actually good news. If my heart were the final authority, I would be stuck with it. Because God is the final authority, he can give me a new one.",
    ],
  },
  {
    title: "Cheap Grace and the Comfortable Conscience",
    summary:
      "Grace is free, but it is not cheap. How a distorted view of forgiveness can lull us into staying exactly where we are.",
    category: "subtle-deceptions",
    tags: ["Grace", "Repentance", "Holiness"],
    daysAgo: 150,
    views: 3340,
    body: [
      "Some of the most dangerous errors are truths slightly bent. Grace is the heart of the gospel: God forgives sinners freely, not because they deserve it. But a bent version of grace says that because forgiveness is guaranteed, sin no longer matters much.",
      {
        quote:
          "What shall we say then? Shall we continue in sin, that grace may abound? May it never be! We who died to sin, how could we live in it any longer?",
        cite: "Romans 6:1-2 (WEB)",
      },
      { h2: "Grace that teaches" },
      "Paul anticipated this misuse almost immediately. Real grace does not leave us comfortable in sin; it changes what we love. Elsewhere he writes that the grace of God instructs us to deny ungodliness and to live soberly and righteously.",
      {
        list: [
          "Do I confess sin quickly, but never actually plan to turn from it?",
          "Do I use God's forgiveness as a reason to skip the hard work of making things right?",
          "Has my conscience grown quiet about things that once troubled me?",
        ],
      },
      "If these questions unsettle you, that is a mercy. The same grace that exposes the problem is the grace that forgives it and gives power to change. Come back to the cross, not to a cheaper substitute.",
    ],
  },
  {
    title: "Teachers Who Tell Us What We Want to Hear",
    summary:
      "Popular voices can say many true things while bending the message where it costs us. How to test teaching without becoming cynical.",
    category: "subtle-deceptions",
    tags: ["Truth", "Scripture", "Community"],
    daysAgo: 222,
    views: 1160,
    body: [
      "Every generation has teachers who say what people want to hear. Today they have podcasts, huge followings and polished production. Many of them say true things, which makes the false notes harder to hear.",
      {
        quote:
          "For the time will come when they will not listen to the sound doctrine, but having itching ears, will heap up for themselves teachers after their own lusts, and will turn away their ears from the truth, and turn away to fables.",
        cite: "2 Timothy 4:3-4 (WEB)",
      },
      { h2: "Testing without cynicism" },
      "The Bereans in the book of Acts were commended for receiving teaching eagerly and then checking it against the Scriptures. That is the balance we need: open enough to learn, careful enough to test. Suspicion of everyone is not discernment, and neither is trusting whoever is most likable.",
      {
        list: [
          "Does the teaching handle whole passages in context, or just borrow phrases?",
          "Does it ever call me to repentance, or only to feel better?",
          "Is Jesus central, or a helpful accessory to some other message?",
          "Is the teacher accountable to a local church or other leaders?",
        ],
      },
      "Discernment is best practiced together. Talk through what you are hearing with your pastor and with mature believers in your church. The body of Christ is one of God's protections against being carried along by every new idea.",
    ],
  },

  // ---------------------------------------------------------------- Methods for Renewal
  {
    title: "A Simple Rhythm for Morning Prayer",
    summary:
      "You do not need an hour or a perfect method. A short, repeatable pattern for meeting God at the start of each day.",
    category: "methods-for-renewal",
    tags: ["Prayer", "Discipline", "Scripture"],
    daysAgo: 95,
    views: 3890,
    body: [
      "Many believers want a stronger prayer life but feel defeated before they begin. They imagine saints who prayed for hours and conclude that their own five distracted minutes do not count. Yet a small, steady rhythm is worth far more than an ambitious plan abandoned within a week.",
      {
        quote:
          "Early in the morning, while it was still dark, he rose up and went out, and departed into a deserted place, and prayed there.",
        cite: "Mark 1:35 (WEB)",
      },
      { h2: "A fifteen-minute pattern" },
      {
        list: [
          "Still: sit quietly for a minute and remember whose presence you are in.",
          "Read: take one short passage, perhaps a psalm or a few verses from a gospel.",
          "Respond: pray the passage back to God in your own words.",
          "Confess: name any sin that surfaced and receive his forgiveness.",
          "Ask: bring the needs of the day, for yourself and for others, with open hands.",
        ],
      },
      "The order is not sacred, and there will be mornings when your mind wanders the whole time. That is normal. Gently come back, and remember that God is more patient with your prayers than you are.",
      "Over weeks and months, a rhythm like this builds something quiet and strong. Prayer stops being an emergency tool and becomes a place you live.",
    ],
  },
  {
    title: "Renewing the Mind One Thought at a Time",
    summary:
      "Transformation begins in the mind. A practical, grace-centered guide to noticing, testing and replacing the thoughts that lead us into sin.",
    category: "methods-for-renewal",
    tags: ["Scripture", "Temptation", "Discipline", "Grace"],
    featured: true,
    daysAgo: 1,
    views: 4650,
    body: [
      "Every sinful action begins as a thought that went unchallenged. Before the harsh word there was a resentful thought; before the careless click there was an imagination entertained. This is why Scripture puts so much weight on the mind.",
      {
        quote:
          "Don't be conformed to this world, but be transformed by the renewing of your mind, so that you may prove what is the good, well-pleasing, and perfect will of God.",
        cite: "Romans 12:2 (WEB)",
      },
      "Paul does not simply tell us to try harder to behave. He tells us to be transformed by renewal, something God does in us as we cooperate with him. The mind is renewed the way an overgrown path is cleared: one step, one thought, at a time.",
      { h2: "Notice, test, replace" },
      {
        list: [
          "Notice: learn to catch the thoughts that reliably lead you toward sin.",
          "Test: ask whether the thought is true according to God's word, not merely whether it feels true.",
          "Replace: answer the lie with a specific truth from Scripture, spoken aloud or written down.",
          "Repeat: expect to do this many times, because habits of mind are worn in slowly and changed slowly.",
        ],
      },
      { h2: "Grace for the process" },
      "You will not do this perfectly, and you do not need to. The renewing of the mind is a work of grace from beginning to end. God is patient with slow learners, and his Spirit is committed to finishing what he started in you.",
      "Start small. Choose one recurring lie you tend to believe and one verse that answers it, and carry that verse with you this week.",
    ],
  },
  {
    title: "Confession as a Regular Habit",
    summary:
      "Confession is not only for crisis moments. Making it a steady habit, with God and with trusted believers, loosens sin's grip.",
    category: "methods-for-renewal",
    tags: ["Repentance", "Forgiveness", "Community"],
    daysAgo: 183,
    views: 1505,
    body: [
      "Most of us confess sin only when it becomes too heavy to carry. We wait until guilt is overwhelming or the consequences have gone public. But confession was meant to be a regular rhythm of the Christian life, as natural as breathing out.",
      {
        quote:
          "Confess your offenses to one another, and pray for one another, that you may be healed. The insistent prayer of a righteous person is powerfully effective.",
        cite: "James 5:16 (WEB)",
      },
      { h2: "Why confess to people?" },
      "We are forgiven by God alone, through Christ. Yet James tells us to confess to one another, and there is deep wisdom in that. Sin grows in secret and weakens in the light, and hearing a brother or sister speak forgiveness over us makes God's mercy feel concrete.",
      "Choose one or two mature, trustworthy believers, and meet regularly rather than only in emergencies. Be specific without being graphic, and always pray for each other before you part.",
      "Confession is not a punishment to endure but a door to walk through. On the other side is the relief of being fully known and still loved.",
    ],
  },
  {
    title: "Memorizing Scripture for the Hard Moments",
    summary:
      "When temptation comes, there is rarely time to look things up. Why hiding God's word in the heart is one of the most practical habits a believer can build.",
    category: "methods-for-renewal",
    tags: ["Scripture", "Temptation", "Discipline"],
    daysAgo: 128,
    views: 2620,
    body: [
      "When Jesus was tempted in the wilderness, he answered each temptation with Scripture. He did not reach for a scroll; the words were already in him. That is a picture of what memorization makes possible for us.",
      {
        quote: "I have hidden your word in my heart, that I might not sin against you.",
        cite: "Psalm 119:11 (WEB)",
      },
      { h2: "Getting started" },
      {
        list: [
          "Pick verses that speak directly to your most frequent struggles.",
          "Write each one on a card and keep it where you will see it often.",
          "Say it aloud several times a day for a week before adding another.",
          "Review older verses regularly so they stay fresh.",
        ],
      },
      "Memorization can feel like a chore at first, especially if you believe you have a poor memory. Start with one short verse. Most people find they can hold far more than they expected once the habit takes root.",
      "The goal is not to collect verses like trophies. It is to let God's word become the first voice we hear when temptation whispers.",
    ],
  },

  // ---------------------------------------------------------------- Testimonies & Warnings
  {
    title: "How Small Compromises Added Up",
    summary:
      "No one plans to wander far from God. A reflection on how a string of small, reasonable-seeming choices led somewhere I never meant to go.",
    category: "testimonies-warnings",
    tags: ["Temptation", "Repentance", "Holiness"],
    daysAgo: 66,
    views: 3010,
    body: [
      "I did not wake up one day and decide to drift from God. It happened through a series of choices that each seemed reasonable at the time: skipping church when I was tired, letting Bible reading lapse in a busy season, watching things I once would have turned off.",
      { h2: "The direction of small steps" },
      "None of those decisions felt like rebellion. But together they pointed in one direction, and after a couple of years I realized I was somewhere I had never meant to be. My prayers had gone cold, and sins that once grieved me barely registered.",
      {
        quote: "Therefore let him who thinks he stands be careful that he doesn't fall.",
        cite: "1 Corinthians 10:12 (WEB)",
      },
      "What brought me back was not a dramatic moment but a friend who noticed and asked a simple question about how my soul was doing. I could not give a good answer. That honest conversation began a slow return, marked by repentance and a great deal of patient grace.",
      "If you recognize yourself in this, you do not need to wait for a crisis. Turn around today. The same small steps that led you away can, by God's grace, lead you home.",
    ],
  },
  {
    title: "Coming Home After Years Away",
    summary:
      "A story of leaving the faith, living on my own terms, and discovering that the Father had been watching the road the whole time.",
    category: "testimonies-warnings",
    tags: ["Grace", "Forgiveness", "Repentance"],
    daysAgo: 300,
    views: 2230,
    body: [
      "For several years I wanted nothing to do with God. Some of it was honest doubt, some of it was hurt, and some of it, if I am truthful, was simply that I wanted to live by my own rules. I assumed that if I ever came back, I would have a lot of explaining to do.",
      {
        quote:
          "He arose, and came to his father. But while he was still far off, his father saw him, and was moved with compassion, and ran, and fell on his neck, and kissed him.",
        cite: "Luke 15:20 (WEB)",
      },
      { h2: "Running toward, not away" },
      "The son in Jesus' story rehearsed a speech on the way home. He never got to finish it. The father was already running, already embracing, already planning the celebration.",
      "That was my experience too. When I finally prayed again, haltingly and with little faith, I did not meet a God with folded arms. I met grace, more of it than I knew what to do with.",
      "Coming back did not erase every consequence of those years, and rebuilding habits of faith took time. But I have never once regretted returning. If you are far off, the road home is shorter than you think.",
    ],
  },
  {
    title: "What Burnout Taught Me About Pride",
    summary:
      "I thought I was serving God tirelessly. Burnout revealed how much of that effort was really about proving myself.",
    category: "testimonies-warnings",
    tags: ["Pride", "Anxiety", "Worship"],
    daysAgo: 140,
    views: 1840,
    body: [
      "For a long season I said yes to everything. Every ministry need, every request for help and every late-night message got my attention. I told myself it was devotion, and people praised me for being so dependable.",
      "Then my body and mind simply stopped cooperating. I could not sleep, I dreaded every notification, and prayer felt like one more item on a list. Burnout forced me to ask what had really been driving me.",
      { h2: "The uncomfortable answer" },
      "Underneath the service was a need to be needed. I was afraid that if I stopped, I would stop mattering. That is pride wearing work clothes: trusting my own effort to hold things together instead of trusting God.",
      {
        quote:
          "Come to me, all you who labor and are heavily burdened, and I will give you rest. Take my yoke upon you, and learn from me, for I am gentle and humble in heart; and you will find rest for your souls. For my yoke is easy, and my burden is light.",
        cite: "Matthew 11:28-30 (WEB)",
      },
      {
        list: [
          "I began keeping a real weekly day of rest.",
          "I learned to say no without a long explanation.",
          "I started worshiping before working, even if only for a few minutes.",
          "I talked with a counselor about the anxiety underneath it all.",
        ],
      },
      "Rest turned out to be an act of faith. Every time I stop, I am confessing that God runs the world and I do not.",
    ],
  },
  {
    title: "A Warning About Secret Habits",
    summary:
      "Hidden sin promises privacy and control, then delivers the opposite. Why bringing secrets into the light is the first step toward freedom.",
    category: "testimonies-warnings",
    tags: ["Temptation", "Truth", "Community"],
    daysAgo: 250,
    views: 233,
    body: [
      "Secret sin makes a simple promise: no one needs to know, and you can stop whenever you want. For a while it seems to keep that promise. Then the habit deepens, the hiding becomes exhausting, and the sense of control turns out to have been an illusion.",
      {
        quote: "He who conceals his sins doesn't prosper, but whoever confesses and renounces them finds mercy.",
        cite: "Proverbs 28:13 (WEB)",
      },
      { h2: "What secrecy costs" },
      "Secrecy isolates us from the very people who could help. It trains us to lie, first to others and then to ourselves, and it keeps us from the mercy God promises to those who confess and turn away.",
      "Over the years I have heard many believers describe the moment they finally told someone. Almost all of them say the same thing: the fear of telling was far worse than the telling itself. Truth spoken in a safe, loving community breaks the spell.",
      "If you are carrying something hidden, consider this your invitation. Choose one trustworthy person, and tell them this week.",
    ],
  },

  // ---------------------------------------------------------------- Scripture & Clarity
  {
    title: "What the Bible Means by Grace",
    summary:
      "Grace is one of the most used and least understood words in church. A clear look at what Scripture means by it, and why it changes everything.",
    category: "scripture-clarity",
    tags: ["Grace", "Scripture", "Forgiveness"],
    daysAgo: 18,
    views: 2950,
    body: [
      "Grace is a word we sing, pray and even name churches after. Yet if asked to define it, many believers hesitate. At its simplest, grace is God's favor given to those who have not earned it and could never repay it.",
      { h2: "More than a pardon" },
      "Grace includes forgiveness, but it is larger than that. It is the love that seeks us while we are still running, the power that enables us to change, and the promise that God will finish what he began. Grace is not only the door into the Christian life; it is the ground we walk on the whole way.",
      {
        quote:
          "For all have sinned, and fall short of the glory of God; being justified freely by his grace through the redemption that is in Christ Jesus;",
        cite: "Romans 3:23-24 (WEB)",
      },
      {
        list: [
          "Grace is undeserved: it is given freely, not paid as a wage.",
          "Grace is personal: it comes to us in Jesus Christ.",
          "Grace is powerful: it teaches and strengthens us to live differently.",
          "Grace is sufficient: it meets us in weakness instead of waiting for strength.",
        ],
      },
      "When we understand grace, two errors lose their grip. We no longer think we must earn God's love, and we no longer think his love leaves us unchanged. Both are answered at the cross.",
    ],
  },
  {
    title: "Judge Not? Reading Matthew 7 in Context",
    summary:
      "Don't judge may be the most quoted verse in our culture. Read in context, Jesus is not forbidding discernment but confronting hypocrisy.",
    category: "scripture-clarity",
    tags: ["Scripture", "Truth", "Pride"],
    daysAgo: 210,
    views: 2410,
    body: [
      "Few verses are quoted more often than Jesus' words about not judging. They are frequently used to suggest that Christians should never call anything sin. Reading the whole passage tells a fuller story.",
      {
        quote:
          "Don't judge, so that you won't be judged. For with whatever judgment you judge, you will be judged; and with whatever measure you measure, it will be measured to you.",
        cite: "Matthew 7:1-2 (WEB)",
      },
      { h2: "Read a little further" },
      "Just a few verses later, Jesus tells his listeners to remove the beam from their own eye so they can see clearly to help a brother with the speck in his. In the same chapter he warns about false prophets and says they will be recognized by their fruit. That requires discernment.",
      "What Jesus forbids is hypocritical, self-righteous judgment: condemning others while excusing ourselves, or judging by appearances. Elsewhere he tells us to judge with righteous judgment. The real difference is pride versus humility.",
      "In practice, that means examining ourselves first, measuring by Scripture rather than preference, and aiming at restoration rather than winning. It also means remembering the mercy we ourselves have received.",
      "Biblical discernment and humility belong together. We can speak truthfully about sin precisely because we know how much we have been forgiven.",
    ],
  },
  {
    title: "Does God Tempt Us? Clarity from James 1",
    summary:
      "When we struggle, it is tempting to blame circumstances or even God. James draws a clear line between being tested and being tempted.",
    category: "scripture-clarity",
    tags: ["Temptation", "Scripture", "Truth"],
    daysAgo: 170,
    views: 1050,
    body: [
      "When temptation hits hard, it can feel as if God set us up. Why would he allow this situation, this weakness, this opportunity? James addresses that thought head on.",
      {
        quote:
          "Let no man say when he is tempted, \"I am tempted by God,\" for God can't be tempted by evil, and he himself tempts no one. But each one is tempted when he is drawn away by his own lust and enticed.",
        cite: "James 1:13-14 (WEB)",
      },
      { h2: "Trials and temptations" },
      "The same Greek word can mean both a test and a temptation, and the difference lies in purpose. God allows trials to strengthen and refine our faith. Temptation, the pull toward evil, rises from our own desires and is exploited by the enemy, but it is never authored by God.",
      "That is sobering, because it takes away our excuses. But it is also freeing. If the problem lies in our desires, then God can reach it. He does not only forgive us; he gives new desires and real help in the moment of temptation.",
      "So when temptation comes, do not waste energy blaming God. Run to him instead. He is not the source of the pull, but he is the source of the strength to resist it.",
    ],
  },
]
