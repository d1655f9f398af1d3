import type { SeedPage } from './types'

/** Static pages. Bible quotations are from the World English Bible (public domain). */
export const pages: SeedPage[] = [
  {
    slug: "about",
    title: "About This Ministry",
    body: [
      "This blog exists for one simple reason: to help ordinary believers overcome sin through the wisdom God has given in his word. It is a small, single-creator ministry, written by someone who has needed that wisdom as much as anyone who reads it.",
      { h2: "Why this site exists" },
      "Many Christians quietly struggle with habits, attitudes and influences they do not know how to address. Some of those struggles are obvious; others are respectable sins the church rarely talks about. All of us live in a culture that shapes us in ways we seldom notice. The articles, evaluations and reading plans here aim to bring Scripture to bear on all of it, with honesty and with grace.",
      { h2: "The story behind it" },
      "The creator of this site came to faith at a young age, drifted away for a number of years, and returned with a new seriousness about the ways sin had taken root. Freedom from those patterns did not come through a single breakthrough. It came slowly, through Scripture, prayer, honest friendships and a local church that refused to give up.",
      "This blog began as personal notes from that journey and grew into a place to share what has been learned along the way, including the mistakes. Every article is written from the conviction that God's word is true, that his grace is greater than our failures, and that real change is possible.",
      {
        quote:
          "Therefore if anyone is in Christ, he is a new creation. The old things have passed away. Behold, all things have become new.",
        cite: "2 Corinthians 5:17 (WEB)",
      },
      { h2: "What you will find here" },
      {
        list: [
          "Articles in seven categories, from media and culture to careful readings of Scripture.",
          "Evaluations of organizations, music and other media from a biblical point of view.",
          "Scripture reading plans and a monthly book club.",
          "A daily verse, a newsletter and resources for prayer and study.",
        ],
      },
      "The creator is not a pastor or a licensed counselor, and nothing here replaces your local church or professional help. Please read the disclaimer for details. If something here has helped you, or if you have a question, the contact page is always open.",
    ],
  },
  {
    slug: "resources",
    title: "Helpful Resources",
    body: [
      "Articles can point the way, but lasting growth happens through steady habits and real relationships. Below are the kinds of resources we have found most helpful. We describe them generally on purpose, so you can find trustworthy options where you live.",
      { h2: "Bible reading" },
      {
        list: [
          "A readable translation you will actually open every day. Several public-domain translations, such as the World English Bible and the King James Version, are freely available online and in apps.",
          "A reading plan, such as the plans on this site, to give your reading structure and momentum.",
          "A simple notebook for writing down verses, questions and prayers as you read.",
          "A study Bible, concordance or Bible dictionary for looking up context and cross-references.",
        ],
      },
      { h2: "Prayer" },
      {
        list: [
          "The Psalms, which give words to every emotion and are ideal for praying Scripture back to God.",
          "The Lord's Prayer in Matthew 6:9-13, as a pattern for praise, surrender, provision, forgiveness and protection.",
          "A short written prayer list, so the people and needs you care about are not forgotten.",
          "A prayer partner who will pray with you regularly and ask how you are really doing.",
        ],
      },
      { h2: "Your local church" },
      "No website can replace a local body of believers. Look for a church that teaches the Bible faithfully, takes sin and grace seriously, and offers real community through small groups, mentoring or serving together. Your pastor and church leaders are also the right people to talk to about questions this site cannot answer.",
      { h2: "Counseling and crisis support" },
      "If you are struggling with depression, addiction, abuse or thoughts of harming yourself, please reach out for help beyond this website. Asking for help is an act of courage, not a lack of faith.",
      {
        list: [
          "If you or someone else is in immediate danger, call your local emergency number right away.",
          "Many countries have free suicide and crisis hotlines that can be reached by phone or text at any hour.",
          "Licensed Christian counselors can often be found through your church, your denomination or professional counseling directories.",
          "Recovery groups, including church-based programs, offer ongoing support for addiction and compulsive behavior.",
          "Domestic violence hotlines provide confidential help and safety planning.",
        ],
      },
      "We do not endorse specific organizations on this page, and you should always use your own judgment when choosing where to seek help.",
    ],
  },
  {
    slug: "disclaimer",
    title: "Disclaimer",
    body: [
      "The content on this website is offered for encouragement, reflection and general Christian teaching. Please read the following carefully before relying on anything you find here.",
      { h2: "Not a licensed pastor or counselor" },
      "The creator of this site is not a licensed pastor, ordained minister, licensed counselor, therapist or medical professional. The articles, evaluations, reading plans and other content reflect one believer's study of Scripture and personal experience.",
      { h2: "No substitute for pastoral counsel or professional help" },
      "Nothing on this site replaces pastoral counsel from your local church or professional help from a qualified counselor, doctor or other licensed professional. If you are facing serious spiritual, emotional, mental health, medical, legal or relational difficulties, please seek help from qualified people who know you and your situation.",
      "If you are in crisis or thinking about harming yourself or someone else, contact your local emergency services or a crisis hotline immediately.",
      { h2: "Evaluations and opinions" },
      "Evaluations of organizations, music, books and other media are opinions formed through biblical discernment. They are not statements of fact about any person's faith or character. Readers are encouraged to study Scripture for themselves, talk with their church leaders and reach their own convictions; sincere believers may disagree.",
      "Links to outside websites are provided for convenience only. We are not responsible for the content or practices of other sites.",
    ],
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    body: [
      "This is a small ministry website, and we try to collect as little personal information as possible. This page explains what we store, why we store it, and how you can ask for it to be removed.",
      { h2: "What we store" },
      {
        list: [
          "Account details: if you create an account, your e-mail address and name, along with a securely hashed password or the basic profile details shared by a sign-in provider you choose.",
          "Comments: the comments you submit, with your name and the date.",
          "Favorites: the articles you save to your account.",
          "Newsletter: your e-mail address, if you subscribe. We use double opt-in, which means we send a confirmation e-mail first and only add you to the list after you click the link in it.",
          "Contact messages: the name, e-mail address, subject and message you send through the contact form.",
        ],
      },
      { h2: "Cookies" },
      "We use a session cookie to keep you signed in. It is needed for account features such as comments and favorites, and it is removed when you log out or when it expires. We do not use cookies for advertising.",
      { h2: "How we use your information" },
      "We use your information only to run this site: to let you sign in, to display and moderate comments, to save your favorites, to send the newsletter you asked for, and to reply to your messages. We do not sell, rent or trade your personal data to anyone.",
      { h2: "Your choices and deletion requests" },
      "You can unsubscribe from the newsletter at any time using the link in any newsletter e-mail. To ask us to delete your account, your comments or any other information we hold about you, send a request through the contact page. We will confirm your request and complete it within a reasonable time.",
      "We may update this policy as the site changes. Any significant changes will be noted on this page.",
    ],
  },
  {
    slug: "terms",
    title: "Terms of Use",
    body: [
      "By using this website you agree to these terms. We have written them in plain language and hope they are easy to follow.",
      { h2: "Using the site" },
      "You are welcome to read, learn from and share links to the content here for personal, non-commercial purposes. Please do not republish whole articles elsewhere without permission; a short quotation with a link back to the original is fine.",
      { h2: "Accounts and conduct" },
      {
        list: [
          "Keep your account details accurate and your password private.",
          "Treat others with respect, even when you disagree.",
          "No harassment, hateful language, threats, profanity or explicit content.",
          "No spam, advertising or misleading links.",
          "Do not share anyone else's private information.",
        ],
      },
      { h2: "Comments and moderation" },
      "All comments are reviewed before they appear. We may decline, edit or remove any comment, and we may suspend accounts that repeatedly break these terms. Honest disagreement is welcome when it is offered with charity.",
      { h2: "Content provided as-is" },
      "All content is provided as-is, for general encouragement and teaching, without any promise that it is complete, accurate or suitable for your particular situation. It is not pastoral, medical, legal or other professional advice; please see the disclaimer. We are not responsible for decisions you make based on it.",
      "We may update these terms from time to time. Continuing to use the site means you accept the current version. Questions can be sent through the contact page.",
    ],
  },
]
