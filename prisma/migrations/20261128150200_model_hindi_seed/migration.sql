-- Issue #29: the nine launch models' texts in Hindi (shared/catalog.ts has the same), for catalogues
-- seeded before Hindi existed. Only where the English is still the seeded text: an admin's own wording
-- is not given a translation of something else.
UPDATE "Model" SET "descriptionHi" = 'xAI का तेज़ मल्टीमोडल मॉडल, फुर्तीले और मज़ेदार जवाबों व रोज़मर्रा के तर्क के लिए बना।', "capabilitiesHi" = ARRAY['बातचीत','तर्क','झटपट जवाब'], "performanceHi" = 'तेज़', "categoryHi" = 'सामान्य'
  WHERE "modelId" = 'x-ai/grok-4-fast:free' AND "description" = $$xAI's fast multimodal model, tuned for quick, witty answers and everyday reasoning.$$;
UPDATE "Model" SET "descriptionHi" = 'NVIDIA का छोटा मॉडल, जो अच्छे तर्क और कम देरी के बीच संतुलन रखता है।', "capabilitiesHi" = ARRAY['तर्क','सारांश','निर्देशों का पालन'], "performanceHi" = 'किफ़ायती', "categoryHi" = 'तर्क'
  WHERE "modelId" = 'nvidia/nemotron-nano-9b-v2:free' AND "description" = $$A compact NVIDIA model that balances reasoning quality with low latency.$$;
UPDATE "Model" SET "descriptionHi" = 'DeepSeek का सामान्य चैट मॉडल, लेखन, विश्लेषण और कोड में मज़बूत।', "capabilitiesHi" = ARRAY['कोडिंग','विश्लेषण','लेखन'], "performanceHi" = 'उच्च', "categoryHi" = 'सामान्य'
  WHERE "modelId" = 'deepseek/deepseek-chat-v3.1:free' AND "description" = $$DeepSeek's general chat model, strong at writing, analysis and code.$$;
UPDATE "Model" SET "descriptionHi" = 'OpenAI का ओपन-वेट 20B मॉडल, तर्क, टूल के उपयोग और एजेंट वाले कामों के लिए।', "capabilitiesHi" = ARRAY['तर्क','टूल का उपयोग','कोडिंग'], "performanceHi" = 'संतुलित', "categoryHi" = 'तर्क'
  WHERE "modelId" = 'openai/gpt-oss-20b:free' AND "description" = $$OpenAI's open-weight 20B model for reasoning, tool use and agentic tasks.$$;
UPDATE "Model" SET "descriptionHi" = 'Google का किफ़ायती Gemma 3n मॉडल, कई भाषाओं में तेज़ जवाबों के लिए बना।', "capabilitiesHi" = ARRAY['कई भाषाएँ','बातचीत','सारांश'], "performanceHi" = 'किफ़ायती', "categoryHi" = 'हल्का'
  WHERE "modelId" = 'google/gemma-3n-e2b-it:free' AND "description" = $$Google's efficient Gemma 3n model, built for fast multilingual answers.$$;
UPDATE "Model" SET "descriptionHi" = 'Meta का निर्देशों पर प्रशिक्षित Llama, बातचीत और व्यवस्थित कामों के लिए भरोसेमंद।', "capabilitiesHi" = ARRAY['निर्देशों का पालन','बातचीत','लेखन'], "performanceHi" = 'तेज़', "categoryHi" = 'सामान्य'
  WHERE "modelId" = 'meta-llama/llama-3.3-8b-instruct:free' AND "description" = $$Meta's instruction-tuned Llama, dependable for dialogue and structured tasks.$$;
UPDATE "Model" SET "descriptionHi" = 'Mistral पर आधारित सामान्य मॉडल, कोडिंग, गणित और एजेंट वाले वर्कफ़्लो के लिए।', "capabilitiesHi" = ARRAY['कोडिंग','गणित','फ़ंक्शन कॉलिंग'], "performanceHi" = 'उच्च', "categoryHi" = 'कोडिंग'
  WHERE "modelId" = 'cognitivecomputations/dolphin3.0-mistral-24b:free' AND "description" = $$A general-purpose Mistral fine-tune for coding, maths and agentic workflows.$$;
UPDATE "Model" SET "descriptionHi" = 'MoonshotAI का 72B मॉडल, सॉफ़्टवेयर इंजीनियरिंग और बग ठीक करने में माहिर।', "capabilitiesHi" = ARRAY['कोडिंग','डीबगिंग','लंबा संदर्भ'], "performanceHi" = 'बहुत उच्च', "categoryHi" = 'कोडिंग'
  WHERE "modelId" = 'moonshotai/kimi-dev-72b:free' AND "description" = $$MoonshotAI's 72B model specialised in software engineering and bug fixing.$$;
UPDATE "Model" SET "descriptionHi" = 'Alibaba का प्रमुख मिक्सचर-ऑफ़-एक्सपर्ट्स मॉडल, गहरे तर्क और व्यापक ज्ञान के साथ।', "capabilitiesHi" = ARRAY['उन्नत तर्क','कई भाषाएँ','कोडिंग','गणित'], "performanceHi" = 'असाधारण', "categoryHi" = 'फ़्लैगशिप'
  WHERE "modelId" = 'qwen/qwen3-235b-a22b:free' AND "description" = $$Alibaba's flagship mixture-of-experts model with deep reasoning and broad knowledge.$$;
