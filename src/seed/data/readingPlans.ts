import type { SeedReadingPlan } from './types'

/**
 * Scripture reading plans. Sample plans list only their first days,
 * fewer than the stated duration.
 */
export const readingPlans: SeedReadingPlan[] = [
  {
    title: 'Returning to the Father: 7 Days of Repentance',
    slug: 'returning-to-the-father-7-days-of-repentance',
    description:
      'A one-week journey through the Bible\'s great passages on repentance. Each day shows that turning from sin is not a grim duty but a homecoming to a merciful God.',
    duration: 7,
    theme: 'Repentance',
    tags: ['Repentance', 'Confession', 'Grace'],
    days: [
      {
        day: 1,
        title: 'A Broken and Contrite Heart',
        passages: ['Psalm 51:1-12'],
        description:
          "David wrote this psalm after his sin with Bathsheba was exposed. He makes no excuses, appeals only to God's steadfast love, and asks not merely to be forgiven but to be made new.",
        reflectionQuestions: [
          'Which phrases in this psalm put words to something you have felt but not said?',
          'What is the difference between being sorry you were caught and being sorry you sinned?',
        ],
      },
      {
        day: 2,
        title: 'Godly Sorrow',
        passages: ['2 Corinthians 7:8-11', 'Joel 2:12-13'],
        description:
          'Paul contrasts worldly grief, which only leads to despair, with godly grief that produces real change. Joel calls God\'s people to tear their hearts rather than their garments.',
        reflectionQuestions: [
          'Does your sorrow over sin tend to drive you toward God or away from Him?',
          'What would "rending your heart and not your garments" look like this week?',
          'What fruit did godly grief produce in the Corinthians according to verse 11?',
        ],
      },
      {
        day: 3,
        title: 'The Father Who Runs',
        passages: ['Luke 15:11-24'],
        description:
          'The younger son rehearses a speech about earning his way back as a servant. The father never lets him finish; he runs, embraces and restores him as a son.',
        reflectionQuestions: [
          'What "servant speech" do you rehearse when you come to God after failing?',
          "How does the father's response change the way you picture God's welcome?",
        ],
      },
      {
        day: 4,
        title: 'Confession and Cleansing',
        passages: ['1 John 1:5-10', 'Psalm 32:1-5'],
        description:
          'John promises that if we confess our sins, God is faithful and just to forgive. David describes the heaviness of hidden sin and the relief of finally bringing it into the light.',
        reflectionQuestions: [
          'Is there a sin you have been keeping silent about? What is it costing you?',
          'Why do you think John says God is "just," not only merciful, to forgive us?',
        ],
      },
      {
        day: 5,
        title: 'Fruit in Keeping With Repentance',
        passages: ['Luke 3:7-14', 'Acts 26:19-20'],
        description:
          'John the Baptist gives crowds, tax collectors and soldiers very practical instructions. Repentance that is real shows up in how we handle money, power and our neighbors.',
        reflectionQuestions: [
          'If John were speaking to your line of work, what would he tell you to change?',
          'What is one concrete act of restitution or generosity you could take this week?',
        ],
      },
      {
        day: 6,
        title: 'Times of Refreshing',
        passages: ['Acts 3:19-21', 'Isaiah 55:6-7'],
        description:
          'Peter promises that those who repent will have their sins blotted out and receive seasons of refreshing from the Lord. Isaiah adds that God will abundantly pardon all who return.',
        reflectionQuestions: [
          'Where do you most need refreshing from the presence of the Lord right now?',
          'How does the promise of abundant pardon encourage you to keep turning back?',
        ],
      },
    ],
  },
  {
    title: 'Renewing the Mind: 30 Days of Transformed Thinking',
    slug: 'renewing-the-mind-30-days-of-transformed-thinking',
    description:
      'What we dwell on shapes who we become. This month-long plan trains your thoughts with Scripture so that you can recognize lies, resist anxious spirals and think the way Christ thinks.',
    duration: 30,
    theme: 'Mind Renewal',
    tags: ['Mind Renewal', 'Anxiety', 'Thought Life', 'Scripture Memory'],
    days: [
      {
        day: 1,
        title: 'Not Conformed, but Transformed',
        passages: ['Romans 12:1-2'],
        description:
          'Paul urges believers to offer their whole selves to God and to be transformed by the renewing of their minds. The world presses us into its mold every day; God reshapes us from the inside out.',
        reflectionQuestions: [
          'In what areas do you notice the world pressing you into its mold?',
          'What habits currently shape your thinking most: feeds, news, friends or Scripture?',
        ],
      },
      {
        day: 2,
        title: 'Taking Thoughts Captive',
        passages: ['2 Corinthians 10:3-6'],
        description:
          'Our battle is not fought with worldly weapons. Paul describes demolishing arguments raised against the knowledge of God and taking every thought captive to obey Christ.',
        reflectionQuestions: [
          'What recurring thought would you most like to take captive?',
          'What truth from Scripture directly answers that thought?',
        ],
      },
      {
        day: 3,
        title: 'Think on These Things',
        passages: ['Philippians 4:4-9'],
        description:
          'Paul pairs prayer with thanksgiving as the cure for anxiety, then gives a list of what to dwell on. The peace of God guards the heart and mind of those who practice this.',
        reflectionQuestions: [
          'Which item in the list of verse 8 is most missing from your thought life?',
          'What worry can you turn into a prayer with thanksgiving today?',
        ],
      },
      {
        day: 4,
        title: 'Set Your Mind on Things Above',
        passages: ['Colossians 3:1-10'],
        description:
          'Because we have been raised with Christ, we are told to set our minds on things above. Paul then names specific sins to put to death, showing that heavenly-mindedness is very practical.',
        reflectionQuestions: [
          'What does it look like to set your mind on things above during an ordinary workday?',
          'Which sin in verses 5-9 is the hardest for you to put to death?',
        ],
      },
      {
        day: 5,
        title: 'The Mind Set on the Spirit',
        passages: ['Romans 8:5-11'],
        description:
          'Paul contrasts the mind set on the flesh, which leads to death, with the mind set on the Spirit, which is life and peace. The same Spirit who raised Jesus dwells in believers.',
        reflectionQuestions: [
          'How can you tell when your mind is set on the flesh?',
          'What difference does it make that the Spirit of God lives in you?',
        ],
      },
      {
        day: 6,
        title: 'Put Off, Put On',
        passages: ['Ephesians 4:17-24'],
        description:
          'Renewal is not only stopping old patterns but putting on the new self created after the likeness of God. Paul describes the futility of a darkened mind and the freshness of a renewed one.',
        reflectionQuestions: [
          'What old habit of thinking do you need to put off?',
          'What specific new pattern will you put on in its place?',
          'How does verse 24 describe the new self?',
        ],
      },
      {
        day: 7,
        title: 'Hiding the Word in Your Heart',
        passages: ['Psalm 119:9-16', 'Joshua 1:8'],
        description:
          'The psalmist stores up God\'s word so that he might not sin against Him. Joshua is told to meditate on the law day and night; a renewed mind is a mind soaked in Scripture.',
        reflectionQuestions: [
          'Which verse from this week will you commit to memory?',
          'When in your day could you meditate on Scripture instead of scrolling?',
        ],
      },
    ],
  },
  {
    title: 'Know Your Enemy: 21 Days on the Nature of Sin',
    slug: 'know-your-enemy-21-days-on-the-nature-of-sin',
    description:
      'We cannot fight what we refuse to understand. This three-week plan traces sin from the garden to the cross, exposing how temptation works and how Christ breaks its power.',
    duration: 21,
    theme: 'Sin',
    tags: ['Sin', 'Temptation', 'Holiness'],
    days: [
      {
        day: 1,
        title: 'Where It All Began',
        passages: ['Genesis 3:1-13'],
        description:
          "The serpent's first move is to question God's word and God's goodness. Adam and Eve's response after eating, hiding and blaming, is a pattern we still repeat.",
        reflectionQuestions: [
          'How does the serpent twist what God actually said?',
          'When you sin, do you tend to hide, blame or both?',
        ],
      },
      {
        day: 2,
        title: 'Crouching at the Door',
        passages: ['Genesis 4:1-8'],
        description:
          'God warns Cain that sin is crouching at the door and its desire is for him. Cain ignores the warning, and envy grows into murder.',
        reflectionQuestions: [
          'What "small" sin in your life could be crouching at the door?',
          'What did God tell Cain he must do with sin?',
        ],
      },
      {
        day: 3,
        title: 'The Heart Behind the Act',
        passages: ['Matthew 5:21-30', 'Mark 7:20-23'],
        description:
          'Jesus moves sin from the hands to the heart: anger and lust are murder and adultery in seed form. What defiles a person comes from within, not from outside.',
        reflectionQuestions: [
          'Why do you think Jesus focuses on the heart instead of only on actions?',
          'What does it mean to take radical steps against sin, as in verses 29-30?',
        ],
      },
      {
        day: 4,
        title: 'Desire, Conception, Death',
        passages: ['James 1:12-18'],
        description:
          'James traces the life cycle of sin: desire lures, desire conceives, sin is born and grows into death. In contrast, every good and perfect gift comes from the Father.',
        reflectionQuestions: [
          'At what stage do you usually notice temptation in your own life?',
          'How does remembering God as the giver of good gifts weaken temptation?',
        ],
      },
      {
        day: 5,
        title: 'The War Within',
        passages: ['Romans 7:14-25'],
        description:
          'Paul describes doing what he hates and failing to do what he wants. His cry, "Who will deliver me?", finds its answer in Jesus Christ our Lord.',
        reflectionQuestions: [
          "Where do you relate most to Paul's frustration in this passage?",
          'How does verse 25 reframe the struggle?',
        ],
      },
      {
        day: 6,
        title: 'Dead to Sin, Alive to God',
        passages: ['Romans 6:1-14'],
        description:
          'Grace is not permission to keep sinning. Through union with Christ in His death and resurrection, sin no longer has dominion over us, and we present our bodies to God as instruments of righteousness.',
        reflectionQuestions: [
          'What does it mean to "reckon" yourself dead to sin?',
          'Which part of your body or daily life do you need to present to God today?',
        ],
      },
      {
        day: 7,
        title: 'The Way of Escape',
        passages: ['1 Corinthians 10:12-13', 'Hebrews 4:14-16'],
        description:
          'No temptation is unique, and God always provides a way of escape. Our High Priest was tempted in every way yet without sin, so we can approach His throne boldly for help.',
        reflectionQuestions: [
          'What "way of escape" has God provided for your most common temptation?',
          'How does knowing Jesus was tempted change how you pray when you are tempted?',
        ],
      },
    ],
  },
  {
    title: 'Through the Bible in a Year',
    slug: 'through-the-bible-in-a-year',
    description:
      'Read the whole Bible in a year with a daily mix of Old Testament, New Testament and Psalms. Short daily notes help you keep the big story of redemption in view.',
    duration: 365,
    theme: 'Bible Reading',
    tags: ['Bible Reading', 'Old Testament', 'New Testament', 'Psalms'],
    days: [
      {
        day: 1,
        title: 'In the Beginning',
        passages: ['Genesis 1-2', 'Matthew 1', 'Psalm 1'],
        description:
          'The Bible opens with God creating a good world by His word and placing humanity in it as His image-bearers. Matthew opens with a genealogy that shows God keeping His promises through history.',
        reflectionQuestions: [
          'What do Genesis 1-2 reveal about the character of God?',
          'How does Psalm 1 describe the person who delights in God\'s law?',
        ],
      },
      {
        day: 2,
        title: 'The Fall and the Promise',
        passages: ['Genesis 3-4', 'Matthew 2', 'Psalm 2'],
        description:
          'Sin enters the world, but God immediately promises a descendant who will crush the serpent. In Matthew, that promised King is born, and an earthly king tries to destroy Him.',
        reflectionQuestions: [
          'Where do you see grace in Genesis 3 even in the midst of judgment?',
          'How do Psalm 2 and Matthew 2 both show the nations raging against God\'s King?',
        ],
      },
      {
        day: 3,
        title: 'Judgment and Rescue',
        passages: ['Genesis 5-7', 'Matthew 3', 'Psalm 3'],
        description:
          'As wickedness fills the earth, God judges with a flood but saves Noah and his family in the ark. John the Baptist calls for repentance, and Jesus is baptized.',
        reflectionQuestions: [
          'What does the story of Noah teach about both God\'s justice and His mercy?',
          'What stands out to you in the Father\'s words at Jesus\' baptism?',
        ],
      },
      {
        day: 4,
        title: 'A New Beginning',
        passages: ['Genesis 8-10', 'Matthew 4', 'Psalm 4'],
        description:
          'God makes a covenant with Noah and sets His bow in the clouds. Jesus resists the devil in the wilderness with Scripture and begins calling disciples.',
        reflectionQuestions: [
          'How did Jesus use Scripture to answer each temptation?',
          'What would it mean for you to "follow" Jesus today as the fishermen did?',
        ],
      },
      {
        day: 5,
        title: 'Babel and the Call of Abram',
        passages: ['Genesis 11-12', 'Matthew 5:1-26', 'Psalm 5'],
        description:
          'Humanity tries to make a name for itself at Babel, but God chooses to make Abram\'s name great and bless all nations through him. Jesus begins the Sermon on the Mount with the Beatitudes.',
        reflectionQuestions: [
          'Contrast the builders of Babel with Abram. Where does each look for significance?',
          'Which Beatitude speaks most directly to your life right now?',
        ],
      },
      {
        day: 6,
        title: 'Covenant Promises',
        passages: ['Genesis 13-15', 'Matthew 5:27-48', 'Psalm 6'],
        description:
          "Abram believes the Lord, and it is counted to him as righteousness. Jesus raises the bar on purity, honesty and love of enemies far beyond mere rule-keeping.",
        reflectionQuestions: [
          'What does Genesis 15:6 teach about how a person is made right with God?',
          'Which of Jesus\' commands in Matthew 5:27-48 challenges you most?',
        ],
      },
      {
        day: 7,
        title: 'The God Who Sees',
        passages: ['Genesis 16-17', 'Matthew 6', 'Psalm 7'],
        description:
          'Hagar meets the God who sees her in the wilderness, and God renews His covenant with Abraham. Jesus teaches His disciples to pray and warns against serving two masters.',
        reflectionQuestions: [
          'How does it comfort you that God sees you as He saw Hagar?',
          'Which line of the Lord\'s Prayer do you need to pray most deeply today?',
        ],
      },
      {
        day: 8,
        title: 'Judge of All the Earth',
        passages: ['Genesis 18-19', 'Matthew 7', 'Psalm 8'],
        description:
          'Abraham intercedes for Sodom, trusting that the Judge of all the earth will do what is right. Jesus ends His sermon with the picture of two builders and two foundations.',
        reflectionQuestions: [
          'What can you learn about prayer from Abraham\'s intercession?',
          'On what foundation are you building your life, according to Matthew 7:24-27?',
        ],
      },
    ],
  },
  {
    title: 'Foundations of the Faith: 14 Days',
    slug: 'foundations-of-the-faith-14-days',
    description:
      'A two-week introduction to the core truths of Christianity: Scripture, God, sin, Christ, salvation, the Spirit and the church. Ideal for new believers or anyone wanting to strengthen their roots.',
    duration: 14,
    theme: 'Foundations',
    tags: ['Foundations', 'New Believers', 'Doctrine', 'Grace'],
    days: [
      {
        day: 1,
        title: 'The God Who Speaks',
        passages: ['2 Timothy 3:14-17', 'Psalm 19:7-11'],
        description:
          'All Scripture is breathed out by God and equips us for every good work. The psalmist delights in God\'s word as more desirable than gold and sweeter than honey.',
        reflectionQuestions: [
          'What four things does Paul say Scripture is profitable for?',
          'How would your week change if you treated the Bible as more precious than gold?',
        ],
      },
      {
        day: 2,
        title: 'Father, Son and Holy Spirit',
        passages: ['Matthew 28:18-20', 'John 1:1-14', '2 Corinthians 13:14'],
        description:
          'The Bible reveals one God in three persons. John shows that the Word who was with God and was God became flesh and dwelt among us.',
        reflectionQuestions: [
          'What does John 1:1-14 teach about who Jesus is?',
          'Why do you think Jesus told His disciples to baptize in one name of three persons?',
        ],
      },
      {
        day: 3,
        title: 'Created and Fallen',
        passages: ['Genesis 1:26-31', 'Romans 3:10-23'],
        description:
          'Every person is made in the image of God and has great dignity. Yet all have sinned and fall short of His glory; no one is righteous on their own.',
        reflectionQuestions: [
          'How should being made in God\'s image shape the way you treat others?',
          'Why is it good news that Romans 3 leaves no one out?',
        ],
      },
      {
        day: 4,
        title: 'Christ Crucified and Risen',
        passages: ['Isaiah 53:3-6', '1 Corinthians 15:1-8'],
        description:
          'Centuries before the cross, Isaiah described a servant pierced for our transgressions. Paul summarizes the gospel of first importance: Christ died for our sins, was buried and was raised on the third day.',
        reflectionQuestions: [
          'Which phrase in Isaiah 53 moves you most, and why?',
          'Why does Paul list so many eyewitnesses of the risen Christ?',
        ],
      },
      {
        day: 5,
        title: 'Saved by Grace Through Faith',
        passages: ['Ephesians 2:1-10'],
        description:
          'We were dead in sin, but God, rich in mercy, made us alive with Christ. Salvation is by grace through faith, not by works, yet it produces the good works God prepared for us.',
        reflectionQuestions: [
          'What words in verses 1-3 describe our condition apart from Christ?',
          'How do verses 8-10 hold together grace and good works?',
        ],
      },
      {
        day: 6,
        title: 'Born of the Spirit',
        passages: ['John 3:1-8', 'Galatians 5:16-25'],
        description:
          'Jesus tells Nicodemus that no one can see the kingdom without being born again by the Spirit. Paul describes the fruit that the Spirit grows in those who walk by Him.',
        reflectionQuestions: [
          'Why was being "born again" so puzzling to Nicodemus?',
          'Which fruit of the Spirit do you most want to see grow in you?',
        ],
      },
      {
        day: 7,
        title: 'The Church and Its Mission',
        passages: ['Acts 2:37-47', 'Hebrews 10:23-25'],
        description:
          'The first believers devoted themselves to teaching, fellowship, the breaking of bread and prayer. Hebrews urges us not to neglect meeting together but to stir one another up to love and good works.',
        reflectionQuestions: [
          'Which of the four devotions in Acts 2:42 is strongest in your life, and which is weakest?',
          'Who could you encourage toward love and good works this week?',
        ],
      },
    ],
  },
]
