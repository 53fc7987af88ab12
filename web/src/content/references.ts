// Every source the lesson cites, once: the three seeds the lesson's numbers
// are checked against, the papers, the code the engine follows and the
// documentation it relies on. A chapter cites one with
// <cite data-ref="press2022">Press et al. 2022</cite> (content/markup.ts);
// the glossary view lists them all, each with its link.
//
// Each entry was checked against a stored copy of its abstract page, its
// repository file or a citation of it (review 20, "References", and the
// entries it marked "not verified", looked up again); what could not be
// checked is left out. The seeds have no address: each says why.
//
// Pure data, like a chapter: no Lit, no DOM, no engine.

/** A part of a source the lesson cites: "§3.5", "Table 3 row (E)". */
export interface CitedPart {
  /** How the source numbers it. */
  readonly at: string;
  /** What the lesson takes from it; markup (content/markup.ts). */
  readonly what: string;
}

export type ReferenceKind = 'seed' | 'paper' | 'post' | 'code' | 'docs';

export interface Reference {
  /** The id a citation names (data-ref) and the entry's anchor (#ref-<id>). */
  readonly id: string;
  readonly kind: ReferenceKind;
  /** The authors as the source names them ('' when it names nobody). */
  readonly authors: string;
  /** How a citation of it reads in prose: "Press et al. 2022". */
  readonly cite: string;
  /** The year of the version cited (absent when the source gives none). */
  readonly year?: number;
  /** Its exact title. */
  readonly title: string;
  /** Where it appeared: the conference, journal, site or repository. */
  readonly venue: string;
  /** A stable address ... */
  readonly url?: string;
  /** ... or why it has none. */
  readonly noLink?: string;
  /** The parts the lesson cites. */
  readonly parts?: readonly CitedPart[];
  /** What the lesson uses it for; markup. */
  readonly note: string;
}

const NO_ADDRESS =
  'No address: the copy the lesson was checked against carries no URL, and none was found.';

export const references: readonly Reference[] = [
  // The seeds: the three teaching texts whose examples the lesson reproduces.
  {
    id: 'seed-problem',
    kind: 'seed',
    authors: '',
    cite: 'the problem page “Positional Encoding”',
    title: 'Positional Encoding',
    venue: 'A coding problem page (set “Attention Is All You Need”, difficulty Medium)',
    noLink: NO_ADDRESS,
    note:
      'Theory, key equations, pitfalls and starter code; its d<sub>model</sub> = 4 worked ' +
      'example is the worked example’s. The lesson corrects three of its statements: §3.5 ' +
      'says “may allow” where it writes “would allow”, the last pair’s wavelength approaches ' +
      'but never reaches the 2π · 10000 it gives, and an exponent i/d<sub>model</sub> raises ' +
      'every frequency rather than halving it.',
  },
  {
    id: 'seed-tutorial',
    kind: 'seed',
    authors: '',
    cite: 'the tutorial “Positional encoding”',
    year: 2026,
    title: 'Positional encoding',
    venue: 'A NumPy tutorial, last updated 07 Oct 2026',
    noLink: NO_ADDRESS,
    note:
      'The word-order run (“The cat sat”), the hand calculation at d<sub>model</sub> = 4, ' +
      'pe(100, 512) and its wavelengths, and PE5·PE8 = PE20·PE23 in pe(50, 512).',
  },
  {
    id: 'seed-course',
    kind: 'seed',
    authors: '',
    cite: 'the course “Module 10: Sinusoidal Positional Encoding”',
    title: 'Module 10: Sinusoidal Positional Encoding',
    venue: 'A course module (Track 02, after Module 09 and before Module 11)',
    noLink: NO_ADDRESS,
    note:
      'sinusoidal_pe(50, 8), its range and unique-rows checks, the k = 5 rotation table of ' +
      'pair 0, and the checkpoint quiz and exercises.',
  },
  // Papers, oldest first.
  {
    id: 'vaswani2017',
    kind: 'paper',
    authors:
      'Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. ' +
      'Gomez, Łukasz Kaiser, Illia Polosukhin',
    cite: 'Vaswani et al. 2017',
    year: 2017,
    title: 'Attention Is All You Need',
    venue: 'NeurIPS 2017',
    url: 'https://arxiv.org/abs/1706.03762',
    parts: [
      { at: '§3.1', what: 'd<sub>model</sub> = 512 in the base model' },
      {
        at: '§3.2.1',
        what: 'scaled dot-product attention: softmax(QK<sup>T</sup>/√d<sub>k</sub>)V',
      },
      { at: '§3.2.2', what: 'multi-head attention, d<sub>k</sub> = d<sub>model</sub>/h' },
      { at: '§3.2.3', what: 'the decoder’s mask of later positions' },
      {
        at: '§3.5',
        what: 'the sinusoidal encoding, the offset hypothesis, “may allow the model to extrapolate”',
      },
      { at: 'Table 3 row (E)', what: 'learned positional embeddings: nearly identical results' },
    ],
    note: 'The encoding this lesson explains, and the Transformer it belongs to.',
  },
  {
    id: 'gehring2017',
    kind: 'paper',
    authors: 'Jonas Gehring, Michael Auli, David Grangier, Denis Yarats, Yann N. Dauphin',
    cite: 'Gehring et al. 2017',
    year: 2017,
    title: 'Convolutional Sequence to Sequence Learning',
    venue: 'ICML 2017',
    url: 'https://arxiv.org/abs/1705.03122',
    note: 'Learned position embeddings, which §3.5 of Vaswani et al. cites ([9]) and compares with.',
  },
  {
    id: 'shaw2018',
    kind: 'paper',
    authors: 'Peter Shaw, Jakob Uszkoreit, Ashish Vaswani',
    cite: 'Shaw et al. 2018',
    year: 2018,
    title: 'Self-Attention with Relative Position Representations',
    venue: 'NAACL 2018',
    url: 'https://arxiv.org/abs/1803.02155',
    note: 'Learned vectors of the clipped distance, added to the keys and to the values.',
  },
  {
    id: 'devlin2019',
    kind: 'paper',
    authors: 'Jacob Devlin, Ming-Wei Chang, Kenton Lee, Kristina Toutanova',
    cite: 'Devlin et al. 2019',
    year: 2019,
    title: 'BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding',
    venue: 'NAACL 2019',
    url: 'https://arxiv.org/abs/1810.04805',
    note: 'A model with a learned table of positions.',
  },
  {
    id: 'radford2019',
    kind: 'paper',
    authors: 'Alec Radford, Jeffrey Wu, Rewon Child, David Luan, Dario Amodei, Ilya Sutskever',
    cite: 'Radford et al. 2019',
    year: 2019,
    title: 'Language Models are Unsupervised Multitask Learners',
    venue: 'OpenAI technical report (GPT-2)',
    url: 'https://cdn.openai.com/better-language-models/language_models_are_unsupervised_multitask_learners.pdf',
    note: 'GPT-2, a decoder with a learned table of positions.',
  },
  {
    id: 'huang2019',
    kind: 'paper',
    authors:
      'Cheng-Zhi Anna Huang, Ashish Vaswani, Jakob Uszkoreit, Noam Shazeer, Ian Simon, ' +
      'Curtis Hawthorne, Andrew M. Dai, Matthew D. Hoffman, Monica Dinculescu, Douglas Eck',
    cite: 'Huang et al. 2019',
    year: 2019,
    title: 'Music Transformer: Generating Music with Long-Term Structure',
    venue: 'ICLR 2019',
    url: 'https://arxiv.org/abs/1809.04281',
    note: 'Shaw et al.’s relative attention with memory linear in the sequence length.',
  },
  {
    id: 'dai2019',
    kind: 'paper',
    authors:
      'Zihang Dai, Zhilin Yang, Yiming Yang, Jaime Carbonell, Quoc V. Le, Ruslan ' +
      'Salakhutdinov',
    cite: 'Dai et al. 2019',
    year: 2019,
    title: 'Transformer-XL: Attentive Language Models Beyond a Fixed-Length Context',
    venue: 'ACL 2019',
    url: 'https://arxiv.org/abs/1901.02860',
    note: 'The score split into four terms with a sinusoid of the distance, and the segment cache.',
  },
  {
    id: 'yang2019',
    kind: 'paper',
    authors:
      'Zhilin Yang, Zihang Dai, Yiming Yang, Jaime Carbonell, Ruslan Salakhutdinov, Quoc V. Le',
    cite: 'Yang et al. 2019',
    year: 2019,
    title: 'XLNet: Generalized Autoregressive Pretraining for Language Understanding',
    venue: 'NeurIPS 2019',
    url: 'https://arxiv.org/abs/1906.08237',
    note: 'A model built on Transformer-XL’s relative encoding and memory.',
  },
  {
    id: 'raffel2020',
    kind: 'paper',
    authors:
      'Colin Raffel, Noam Shazeer, Adam Roberts, Katherine Lee, Sharan Narang, Michael ' +
      'Matena, Yanqi Zhou, Wei Li, Peter J. Liu',
    cite: 'Raffel et al. 2020',
    year: 2020,
    title: 'Exploring the Limits of Transfer Learning with a Unified Text-to-Text Transformer',
    venue: 'Journal of Machine Learning Research 21(140), 2020',
    url: 'https://arxiv.org/abs/1910.10683',
    note: 'T5: one learned scalar per bucket of distances and head, added to the scores.',
  },
  {
    id: 'su2021',
    kind: 'paper',
    authors: 'Jianlin Su, Yu Lu, Shengfeng Pan, Ahmed Murtadha, Bo Wen, Yunfeng Liu',
    cite: 'Su et al. 2021',
    year: 2021,
    title: 'RoFormer: Enhanced Transformer with Rotary Position Embedding',
    venue: 'arXiv 2021; Neurocomputing 2024',
    url: 'https://arxiv.org/abs/2104.09864',
    note: 'RoPE: queries and keys rotated by their positions, so scores depend on m − n.',
  },
  {
    id: 'press2022',
    kind: 'paper',
    authors: 'Ofir Press, Noah A. Smith, Mike Lewis',
    cite: 'Press et al. 2022',
    year: 2022,
    title:
      'Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation',
    venue: 'ICLR 2022',
    url: 'https://arxiv.org/abs/2108.12409',
    parts: [
      {
        at: 'Figure 1',
        what: 'sinusoidal, rotary and T5 models degrade past the training length; ALiBi does not',
      },
    ],
    note: 'ALiBi, and the measurement of extrapolation by perplexity.',
  },
  {
    id: 'haviv2022',
    kind: 'paper',
    authors: 'Adi Haviv, Ori Ram, Ofir Press, Peter Izsak, Omer Levy',
    cite: 'Haviv et al. 2022',
    year: 2022,
    title:
      'Transformer Language Models without Positional Encodings Still Learn Positional Information',
    venue: 'Findings of EMNLP 2022',
    url: 'https://arxiv.org/abs/2203.16634',
    note: 'Causal language models without any encoding learn position from the mask.',
  },
  {
    id: 'black2022',
    kind: 'paper',
    authors: 'Sid Black et al.',
    cite: 'Black et al. 2022',
    year: 2022,
    title: 'GPT-NeoX-20B: An Open-Source Autoregressive Language Model',
    venue: 'arXiv 2022',
    url: 'https://arxiv.org/abs/2204.06745',
    note: 'A model with rotary embeddings.',
  },
  {
    id: 'bigscience2022',
    kind: 'paper',
    authors: 'BigScience Workshop',
    cite: 'BigScience 2022',
    year: 2022,
    title: 'BLOOM: A 176B-Parameter Open-Access Multilingual Language Model',
    venue: 'arXiv 2022',
    url: 'https://arxiv.org/abs/2211.05100',
    note: 'A model with ALiBi.',
  },
  {
    id: 'chung2022',
    kind: 'paper',
    authors: 'Hyung Won Chung et al.',
    cite: 'Chung et al. 2022',
    year: 2022,
    title: 'Scaling Instruction-Finetuned Language Models',
    venue: 'arXiv 2022',
    url: 'https://arxiv.org/abs/2210.11416',
    note: 'Flan-T5: T5’s architecture, with its relative bias.',
  },
  {
    id: 'radford2022',
    kind: 'paper',
    authors: 'Alec Radford et al.',
    cite: 'Radford et al. 2022',
    year: 2022,
    title: 'Robust Speech Recognition via Large-Scale Weak Supervision',
    venue: 'arXiv 2022 (Whisper)',
    url: 'https://arxiv.org/abs/2212.04356',
    note: 'Whisper, whose encoder adds sinusoids in the split layout.',
  },
  {
    id: 'touvron2023',
    kind: 'paper',
    authors: 'Hugo Touvron et al.',
    cite: 'Touvron et al. 2023',
    year: 2023,
    title: 'LLaMA: Open and Efficient Foundation Language Models',
    venue: 'arXiv 2023',
    url: 'https://arxiv.org/abs/2302.13971',
    note: 'A model with rotary embeddings.',
  },
  {
    id: 'kazemnejad2023',
    kind: 'paper',
    authors:
      'Amirhossein Kazemnejad, Inkit Padhi, Karthikeyan Natesan Ramamurthy, Payel Das, ' +
      'Siva Reddy',
    cite: 'Kazemnejad et al. 2023',
    year: 2023,
    title: 'The Impact of Positional Encoding on Length Generalization in Transformers',
    venue: 'NeurIPS 2023',
    url: 'https://arxiv.org/abs/2305.19466',
    note:
      'Decoders without an encoding (NoPE) on reasoning and arithmetic tasks; a causal mask ' +
      'makes a decoder sensitive to order.',
  },
  {
    id: 'ruoss2023',
    kind: 'paper',
    authors:
      'Anian Ruoss, Grégoire Delétang, Tim Genewein, Jordi Grau-Moya, Róbert Csordás, ' +
      'Mehdi Bennani, Shane Legg, Joel Veness',
    cite: 'Ruoss et al. 2023',
    year: 2023,
    title: 'Randomized Positional Encodings Boost Length Generalization of Transformers',
    venue: 'ACL 2023',
    url: 'https://arxiv.org/abs/2305.16843',
    note:
      'Positions sampled from a longer range and sorted, in training: test accuracy on unseen ' +
      'lengths up 12.0% on average over 15 algorithmic tasks.',
  },
  {
    id: 'chen2023',
    kind: 'paper',
    authors: 'Shouyuan Chen, Sherman Wong, Liangjian Chen, Yuandong Tian',
    cite: 'Chen et al. 2023',
    year: 2023,
    title: 'Extending Context Window of Large Language Models via Positional Interpolation',
    venue: 'arXiv 2023',
    url: 'https://arxiv.org/abs/2306.15595',
    note: 'Position interpolation: every RoPE frequency divided by the extension factor.',
  },
  {
    id: 'roziere2023',
    kind: 'paper',
    authors: 'Baptiste Rozière et al.',
    cite: 'Rozière et al. 2023',
    year: 2023,
    title: 'Code Llama: Open Foundation Models for Code',
    venue: 'arXiv 2023',
    url: 'https://arxiv.org/abs/2308.12950',
    parts: [
      {
        at: '§2.4',
        what: 'long-context fine-tuning: the RoPE base raised from 10<sup>4</sup> to 10<sup>6</sup>',
      },
    ],
    note: 'A longer context by a larger base, not by interpolation.',
  },
  {
    id: 'jiang2023',
    kind: 'paper',
    authors: 'Albert Q. Jiang et al.',
    cite: 'Jiang et al. 2023',
    year: 2023,
    title: 'Mistral 7B',
    venue: 'arXiv 2023',
    url: 'https://arxiv.org/abs/2310.06825',
    note: 'A model with rotary embeddings.',
  },
  {
    id: 'peng2024',
    kind: 'paper',
    authors: 'Bowen Peng, Jeffrey Quesnelle, Honglu Fan, Enrico Shippole',
    cite: 'Peng et al. 2024',
    year: 2024,
    title: 'YaRN: Efficient Context Window Extension of Large Language Models',
    venue: 'ICLR 2024',
    url: 'https://arxiv.org/abs/2309.00071',
    note: 'YaRN: a ramp between interpolated and kept pairs, and an attention factor.',
  },
  {
    id: 'wang2024',
    kind: 'paper',
    authors:
      'Jie Wang, Tao Ji, Yuanbin Wu, Hang Yan, Tao Gui, Qi Zhang, Xuanjing Huang, ' +
      'Xiaoling Wang',
    cite: 'Wang et al. 2024',
    year: 2024,
    title: 'Length Generalization of Causal Transformers without Position Encoding',
    venue: 'Findings of ACL 2024',
    url: 'https://arxiv.org/abs/2404.12224',
    note: 'NoPE reaches further than explicit encodings, but its context is still limited.',
  },
  {
    id: 'deepseek2024',
    kind: 'paper',
    authors: 'DeepSeek-AI',
    cite: 'DeepSeek-AI 2024',
    year: 2024,
    title: 'DeepSeek-V2: A Strong, Economical, and Efficient Mixture-of-Experts Language Model',
    venue: 'arXiv 2024',
    url: 'https://arxiv.org/abs/2405.04434',
    note: 'A model extended to long inputs with YaRN.',
  },
  {
    id: 'qwen2024',
    kind: 'paper',
    authors: 'Qwen Team',
    cite: 'Qwen Team 2024',
    year: 2024,
    title: 'Qwen2 Technical Report',
    venue: 'arXiv 2024',
    url: 'https://arxiv.org/abs/2407.10671',
    note: 'Rotary embeddings, with YaRN as an option for long inputs.',
  },
  {
    id: 'llama2024',
    kind: 'paper',
    authors: 'Llama Team, AI @ Meta',
    cite: 'Llama Team 2024',
    year: 2024,
    title: 'The Llama 3 Herd of Models',
    venue: 'arXiv 2024',
    url: 'https://arxiv.org/abs/2407.21783',
    note: 'Llama 3; its RoPE scaling rule is in Meta’s code (llama-models).',
  },
  {
    id: 'wang2025',
    kind: 'paper',
    authors:
      'Haonan Wang, Qian Liu, Chao Du, Tongyao Zhu, Cunxiao Du, Kenji Kawaguchi, Tianyu Pang',
    cite: 'Wang et al. 2025',
    year: 2025,
    title: 'When Precision Meets Position: BFloat16 Breaks Down RoPE in Long-Context Training',
    venue: 'Transactions on Machine Learning Research (TMLR), 2025',
    url: 'https://arxiv.org/abs/2411.13476',
    note: 'RoPE computed in bfloat16 loses its relative property at long lengths.',
  },
  {
    id: 'gelberg2025',
    kind: 'paper',
    authors: 'Gelberg, Eguchi, Akiba, Cetin',
    cite: 'Gelberg et al. 2025',
    year: 2025,
    title: 'Extending the Context of Pretrained LLMs by Dropping Their Positional Embeddings',
    venue: 'arXiv 2025 (DroPE)',
    url: 'https://arxiv.org/abs/2512.12167',
    note: 'DroPE: train with RoPE, then remove it and recalibrate.',
  },
  // Community posts.
  {
    id: 'bloc97-2023',
    kind: 'post',
    authors: 'bloc97',
    cite: 'bloc97 2023',
    year: 2023,
    title:
      'NTK-Aware Scaled RoPE allows LLaMA models to have extended (8k+) context size without ' +
      'any fine-tuning and minimal perplexity degradation',
    venue: 'Reddit, r/LocalLLaMA',
    url: 'https://www.reddit.com/r/LocalLLaMA/comments/14lz7j5/ntkaware_scaled_rope_allows_llama_models_to_have/',
    note: 'NTK-aware scaling: a larger base instead of interpolated positions.',
  },
  {
    id: 'emozilla2023',
    kind: 'post',
    authors: 'emozilla',
    cite: 'emozilla 2023',
    year: 2023,
    title:
      'Dynamically Scaled RoPE further increases performance of long context LLaMA with zero ' +
      'fine-tuning',
    venue: 'Reddit, r/LocalLLaMA',
    url: 'https://www.reddit.com/r/LocalLLaMA/comments/14mrgpr/dynamically_scaled_rope_further_increases/',
    note: 'Dynamic NTK: the base recomputed for the length in use.',
  },
  // Code the engine follows.
  {
    id: 'tensor2tensor',
    kind: 'code',
    authors: 'The Tensor2Tensor authors (Google)',
    cite: 'tensor2tensor',
    title: 'tensor2tensor/layers/common_attention.py',
    venue: 'GitHub, tensorflow/tensor2tensor',
    url: 'https://github.com/tensorflow/tensor2tensor/blob/master/tensor2tensor/layers/common_attention.py',
    note:
      '<code>get_timing_signal_1d</code> (the Transformer authors’ own sinusoid: all sines, then ' +
      'all cosines) and <code>dot_product_attention_relative</code> (Shaw et al.’s two tables).',
  },
  {
    id: 'hf-rope',
    kind: 'code',
    authors: 'Hugging Face',
    cite: 'Hugging Face transformers',
    title: 'src/transformers/modeling_rope_utils.py',
    venue: 'GitHub, huggingface/transformers',
    url: 'https://github.com/huggingface/transformers/blob/main/src/transformers/modeling_rope_utils.py',
    note:
      'The RoPE frequencies of each context extension (linear, dynamic NTK, YaRN, Llama 3) the ' +
      'engine’s <code>ropeFrequencies</code> follows.',
  },
  {
    id: 'hf-llama',
    kind: 'code',
    authors: 'Hugging Face',
    cite: 'Hugging Face transformers (Llama)',
    title: 'src/transformers/models/llama/modeling_llama.py',
    venue: 'GitHub, huggingface/transformers',
    url: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/llama/modeling_llama.py',
    parts: [
      {
        at: 'LlamaRotaryEmbedding.forward',
        what:
          'the angles, cos and sin computed with autocast off (“Force float32”), cast to the ' +
          'model’s type only at the end; YaRN’s <code>attention_scaling</code> multiplies cos ' +
          'and sin, so q and k',
      },
    ],
    note:
      'How a widely used implementation keeps RoPE in float32 (pull request #29285, “RoPE ' +
      'loses precision for Llama / Gemma”).',
  },
  {
    id: 'hf-t5',
    kind: 'code',
    authors: 'Hugging Face',
    cite: 'Hugging Face transformers (T5)',
    title: 'src/transformers/models/t5/modeling_t5.py',
    venue: 'GitHub, huggingface/transformers',
    url: 'https://github.com/huggingface/transformers/blob/main/src/transformers/models/t5/modeling_t5.py',
    note: '<code>T5Attention._relative_position_bucket</code>, which the engine’s <code>t5Bucket</code> follows.',
  },
  {
    id: 'llama-models',
    kind: 'code',
    authors: 'Meta',
    cite: 'Meta’s llama-models',
    title: 'models/llama3/model.py',
    venue: 'GitHub, meta-llama/llama-models',
    url: 'https://github.com/meta-llama/llama-models/blob/main/models/llama3/model.py',
    note: '<code>apply_scaling</code>: Llama 3.1’s RoPE scaling rule.',
  },
  {
    id: 'llama4-code',
    kind: 'code',
    authors: 'Meta',
    cite: 'Meta’s llama-models (Llama 4)',
    title: 'models/llama4/model.py',
    venue: 'GitHub, meta-llama/llama-models',
    url: 'https://github.com/meta-llama/llama-models/blob/main/models/llama4/model.py',
    note:
      '<code>is_nope_layer</code>: every <code>nope_layer_interval</code>-th attention layer of ' +
      'Llama 4 uses no RoPE (NoPE), the others rotate.',
  },
  {
    id: 'mpt-7b',
    kind: 'code',
    authors: 'MosaicML',
    cite: 'MPT-7B’s configuration',
    title: 'mosaicml/mpt-7b: config.json',
    venue: 'Hugging Face Hub, mosaicml/mpt-7b',
    url: 'https://huggingface.co/mosaicml/mpt-7b/blob/main/config.json',
    note: '<code>attn_config.alibi: true</code>: MPT uses ALiBi instead of a position embedding.',
  },
  {
    id: 'whisper-code',
    kind: 'code',
    authors: 'OpenAI',
    cite: 'Whisper’s code',
    title: 'whisper/model.py',
    venue: 'GitHub, openai/whisper',
    url: 'https://github.com/openai/whisper/blob/main/whisper/model.py',
    note: '<code>sinusoids</code>: the split layout, in a model in use.',
  },
  // Documentation.
  {
    id: 'pytorch-amp',
    kind: 'docs',
    authors: 'PyTorch',
    cite: 'PyTorch’s autocast reference',
    title: 'Automatic Mixed Precision package - torch.amp: Autocast Op Reference',
    venue: 'PyTorch documentation',
    url: 'https://pytorch.org/docs/stable/amp.html#autocast-op-reference',
    note: 'Which operations autocast runs in 16 bits (matmul) and which in float32.',
  },
];
