/**
 * The built-in writer's home activities: by skill, for children under three and from three, each
 * in zh and en. An area that needs support gets three, one in range two (to keep it going). The
 * skill comes from the area's key; an unknown area gets the everyday-language ones.
 */
import type { WriterText } from './writer';

export type Skill = 'comprehension' | 'expression' | 'vocabulary' | 'sentences' | 'social' | 'play' | 'overall';

const SKILL_OF_KEY: Record<string, Skill> = {
  receptive: 'comprehension',
  zone_comprehension: 'comprehension',
  expressive: 'expression',
  zone_expression: 'expression',
  semantics: 'vocabulary',
  syntax: 'sentences',
  zone_social: 'social',
  zone_play: 'play',
  total_language: 'overall',
};

export const skillOf = (key: string): Skill => SKILL_OF_KEY[key] ?? 'overall';

const A = (zh: string, en: string): WriterText => ({ zh, en });

/** [under 36 months, from 36 months] */
const ACTIVITIES: Record<Skill, [WriterText[], WriterText[]]> = {
  comprehension: [
    [
      A('给常见物品命名后让孩子去指、去拿：“球在哪里？把球给妈妈。”', 'Name everyday things and ask your child to point or fetch: “Where is the ball? Give the ball to Mummy.”'),
      A('做家务时说出正在做的事，并配合手势，如“我们洗手——搓一搓”。', 'Say what you are doing during chores, with gestures: “We wash hands — rub, rub.”'),
      A('一起看图画书，指着图片说出名字，再问“小狗在哪里？”', 'Look at a picture book together, name the pictures, then ask “Where is the dog?”'),
    ],
    [
      A('玩“听指令”游戏，从一步指令到两步指令，如“先拿杯子，再放到桌上”。', 'Play a following-directions game, from one step to two: “First take the cup, then put it on the table.”'),
      A('讲完一个短故事后，问“谁”“在哪里”“做了什么”的问题。', 'After a short story, ask who, where and what-happened questions.'),
      A('玩“找不同”或按颜色、大小给玩具分类，边做边说出类别。', 'Sort toys by colour or size, or spot the difference, naming the groups as you go.'),
    ],
  ],
  expression: [
    [
      A('孩子用手指或声音表达时，替他说出完整的词，并等几秒让他模仿。', 'When your child points or makes a sound, say the word for them and wait a few seconds for them to try it.'),
      A('给两个选择让孩子回答：“要苹果还是香蕉？”', 'Offer a choice to answer: “Apple or banana?”'),
      A('唱有动作和重复词句的儿歌，停在熟悉的词前让孩子接上。', 'Sing songs with actions and repeated words, and pause before a familiar word for your child to fill in.'),
    ],
    [
      A('在孩子说的话上加一两个词：孩子说“车车”，你说“红色的车车开走了”。', 'Add a word or two to what your child says: “car” becomes “the red car drives away”.'),
      A('每天请孩子讲一件当天发生的事，用“然后呢？”鼓励说下去。', 'Each day ask your child to tell one thing that happened, prompting with “and then?”'),
      A('一起看图讲故事，轮流每人说一句。', 'Tell a story from pictures together, taking turns one sentence each.'),
    ],
  ],
  vocabulary: [
    [
      A('每天选几个身边的新词（如水果、身体部位），在不同场合反复说。', 'Pick a few new everyday words each day (fruit, body parts) and use them again in different places.'),
      A('看实物或图片时，说出名称和一个特点：“香蕉，黄色的。”', 'With real things or pictures, say the name and one feature: “Banana, it is yellow.”'),
      A('玩“摸袋子”游戏：从袋子里摸出东西并说出名字。', 'Play a feely bag: take things out of a bag and name them.'),
    ],
    [
      A('玩“说出一类东西”游戏：轮流说出动物、交通工具等同类词。', 'Play “name a group”: take turns naming animals, vehicles and other groups.'),
      A('猜谜游戏：描述用途或特点，让孩子猜是什么。', 'Play riddles: describe what something is for or looks like and let your child guess.'),
      A('读书时解释一个新词，并在当天再用一次。', 'Explain one new word while reading and use it again the same day.'),
    ],
  ],
  sentences: [
    [
      A('把孩子的单个词扩展成两三个词的短句：“喝水”→“宝宝喝水”。', 'Grow single words into two- or three-word phrases: “drink” becomes “baby drinks water”.'),
      A('玩玩偶时说出简单的动作句：“小熊睡觉了。”', 'Play with dolls and say simple action sentences: “Teddy is sleeping.”'),
    ],
    [
      A('示范用“因为……所以……”“先……再……”说句子，请孩子模仿。', 'Model sentences with “because … so …” and “first … then …” and invite your child to copy.'),
      A('孩子说错句子时，不批评，直接用正确的说法重复一遍。', 'When a sentence comes out wrong, do not correct; simply say it back the right way.'),
      A('看图说话：请孩子用一句完整的话说出图里谁在做什么。', 'Describe a picture: ask for one whole sentence about who is doing what.'),
    ],
  ],
  social: [
    [
      A('面对面玩躲猫猫、拍手等轮流游戏，等孩子看你、发声再继续。', 'Play face-to-face turn-taking games like peekaboo or clapping, waiting for a look or sound before going on.'),
      A('孩子看向某物时，顺着他的视线说出那是什么。', 'When your child looks at something, follow their gaze and name it.'),
      A('每天安排几分钟不看屏幕的亲子游戏时间，跟随孩子的兴趣。', 'Set a few screen-free minutes of play each day, following your child’s lead.'),
    ],
    [
      A('玩需要轮流的桌面游戏，练习说“轮到你了”“轮到我了”。', 'Play turn-taking board games, practising “your turn” and “my turn”.'),
      A('角色扮演打电话、买东西，练习打招呼、提问和回答。', 'Role-play phone calls or shopping to practise greetings, questions and answers.'),
      A('安排和同龄小朋友一起玩，事先教一两句邀请的话。', 'Arrange play with another child and teach one or two inviting phrases beforehand.'),
    ],
  ],
  play: [
    [
      A('和孩子一起模仿日常动作：给娃娃喂饭、用积木当电话。', 'Pretend together with everyday actions: feed a doll, use a block as a phone.'),
      A('玩放进去、拿出来、搭高再推倒的游戏，边玩边说“进去”“倒了”。', 'Play put-in, take-out and build-and-knock-down games, saying “in” and “down” as you play.'),
    ],
    [
      A('一起搭一个有情节的假装游戏，如开餐厅、看医生，并给玩偶配台词。', 'Build a pretend game with a story, such as a restaurant or a doctor’s visit, giving the toys lines to say.'),
      A('玩简单的拼图或配对游戏，说出找到的方法。', 'Do simple puzzles or matching games, talking about how you found each piece.'),
      A('用积木或橡皮泥做东西，请孩子说说做的是什么、怎么玩。', 'Make things from blocks or play dough and ask what it is and how to play with it.'),
    ],
  ],
  overall: [
    [
      A('每天一起读 10 分钟图画书，慢慢说、多重复。', 'Read picture books together for 10 minutes a day, speaking slowly and repeating.'),
      A('在吃饭、洗澡、穿衣时用简单的话说出正在做的事。', 'Talk in simple words about what you are doing at meals, bath time and dressing.'),
      A('孩子发声或说话时及时回应，让他知道说话有用。', 'Answer every sound or word your child makes, so they learn that talking works.'),
    ],
    [
      A('每天一起读书，读完请孩子复述或回答一两个问题。', 'Read together every day, then ask your child to retell it or answer a question or two.'),
      A('饭桌上聊一聊当天的事，多问“为什么”“怎么办”。', 'Talk about the day at mealtimes, asking “why” and “what would you do”.'),
      A('少用屏幕，多用面对面的对话和游戏。', 'Swap screen time for face-to-face talk and games.'),
    ],
  ],
};

/** The child's activities for one area: three when it needs support, else two. */
export function activitiesFor(key: string, ageMonths: number, needsSupport: boolean): WriterText[] {
  const [younger, older] = ACTIVITIES[skillOf(key)];
  const list = ageMonths < 36 ? younger : older;
  return list.slice(0, needsSupport ? 3 : 2);
}
