-- The seeded grid parameters named in the console's other languages (issue 22: requested against
-- applied names each setting in the reader's language). A correction is the parameter as one
-- language states it; only the name differs here, the rest is the parameter's own.
insert into iot_config_correction (config_id, language, config_name, config_code, config_type, unit, config_mul, precision, config_min, config_max,
  def_val, installer_editable, sort, country_code, country_name, area_code, area_name, config_ascription, create_by)
select c.config_id, n.lang, n.name, c.config_code, c.config_type, c.unit, c.config_mul, c.precision, c.config_min, c.config_max,
  c.def_val, c.installer_editable, c.sort, c.country_code, c.country_name, c.area_code, c.area_name, c.config_ascription, 'seed'
from iot_config c
join (values
  ('gridVoltNominal', 'Netznennspannung', '电网额定电压', 'Znamionowe napięcie sieci', 'Tensione nominale di rete'),
  ('gridFreqNominal', 'Netznennfrequenz', '电网额定频率', 'Znamionowa częstotliwość sieci', 'Frequenza nominale di rete'),
  ('ovp1Value', 'Überspannung Stufe 1 (U>)', '过压一段保护值 (U>)', 'Nadnapięcie, stopień 1 (U>)', 'Sovratensione, soglia 1 (U>)'),
  ('ovp1Time', 'Überspannung Stufe 1, Auslösezeit', '过压一段保护时间', 'Nadnapięcie, stopień 1, czas zadziałania', 'Sovratensione, soglia 1, tempo di intervento'),
  ('ovp2Value', 'Überspannung Stufe 2 (U>>)', '过压二段保护值 (U>>)', 'Nadnapięcie, stopień 2 (U>>)', 'Sovratensione, soglia 2 (U>>)'),
  ('ovp2Time', 'Überspannung Stufe 2, Auslösezeit', '过压二段保护时间', 'Nadnapięcie, stopień 2, czas zadziałania', 'Sovratensione, soglia 2, tempo di intervento'),
  ('uvp1Value', 'Unterspannung Stufe 1 (U<)', '欠压一段保护值 (U<)', 'Podnapięcie, stopień 1 (U<)', 'Sottotensione, soglia 1 (U<)'),
  ('uvp1Time', 'Unterspannung Stufe 1, Auslösezeit', '欠压一段保护时间', 'Podnapięcie, stopień 1, czas zadziałania', 'Sottotensione, soglia 1, tempo di intervento'),
  ('uvp2Value', 'Unterspannung Stufe 2 (U<<)', '欠压二段保护值 (U<<)', 'Podnapięcie, stopień 2 (U<<)', 'Sottotensione, soglia 2 (U<<)'),
  ('uvp2Time', 'Unterspannung Stufe 2, Auslösezeit', '欠压二段保护时间', 'Podnapięcie, stopień 2, czas zadziałania', 'Sottotensione, soglia 2, tempo di intervento'),
  ('ofp1Value', 'Überfrequenz Stufe 1 (f>)', '过频一段保护值 (f>)', 'Nadczęstotliwość, stopień 1 (f>)', 'Sovrafrequenza, soglia 1 (f>)'),
  ('ofp1Time', 'Überfrequenz Stufe 1, Auslösezeit', '过频一段保护时间', 'Nadczęstotliwość, stopień 1, czas zadziałania', 'Sovrafrequenza, soglia 1, tempo di intervento'),
  ('ofp2Value', 'Überfrequenz Stufe 2 (f>>)', '过频二段保护值 (f>>)', 'Nadczęstotliwość, stopień 2 (f>>)', 'Sovrafrequenza, soglia 2 (f>>)'),
  ('ofp2Time', 'Überfrequenz Stufe 2, Auslösezeit', '过频二段保护时间', 'Nadczęstotliwość, stopień 2, czas zadziałania', 'Sovrafrequenza, soglia 2, tempo di intervento'),
  ('ufp1Value', 'Unterfrequenz Stufe 1 (f<)', '欠频一段保护值 (f<)', 'Podczęstotliwość, stopień 1 (f<)', 'Sottofrequenza, soglia 1 (f<)'),
  ('ufp1Time', 'Unterfrequenz Stufe 1, Auslösezeit', '欠频一段保护时间', 'Podczęstotliwość, stopień 1, czas zadziałania', 'Sottofrequenza, soglia 1, tempo di intervento'),
  ('ufp2Value', 'Unterfrequenz Stufe 2 (f<<)', '欠频二段保护值 (f<<)', 'Podczęstotliwość, stopień 2 (f<<)', 'Sottofrequenza, soglia 2 (f<<)'),
  ('ufp2Time', 'Unterfrequenz Stufe 2, Auslösezeit', '欠频二段保护时间', 'Podczęstotliwość, stopień 2, czas zadziałania', 'Sottofrequenza, soglia 2, tempo di intervento'),
  ('lvrtEnable', 'Unterspannungsdurchfahren (LVRT)', '低电压穿越', 'Przetrwanie zapadów napięcia (LVRT)', 'Insensibilità agli abbassamenti di tensione (LVRT)'),
  ('hvrtEnable', 'Überspannungsdurchfahren (HVRT)', '高电压穿越', 'Przetrwanie wzrostów napięcia (HVRT)', 'Insensibilità agli innalzamenti di tensione (HVRT)'),
  ('antiIslandEnable', 'Aktiver Inselnetzschutz', '主动防孤岛', 'Aktywna ochrona przed pracą wyspową', 'Protezione attiva anti-isola'),
  ('reconnectDelay', 'Wiederzuschaltverzögerung', '重连延时', 'Opóźnienie ponownego przyłączenia', 'Ritardo di riconnessione'),
  ('reconnectVoltMin', 'Wiederzuschaltspannung, untere Grenze', '重连电压下限', 'Napięcie ponownego przyłączenia, dolna granica', 'Tensione di riconnessione, limite inferiore'),
  ('reconnectVoltMax', 'Wiederzuschaltspannung, obere Grenze', '重连电压上限', 'Napięcie ponownego przyłączenia, górna granica', 'Tensione di riconnessione, limite superiore'),
  ('reconnectFreqMin', 'Wiederzuschaltfrequenz, untere Grenze', '重连频率下限', 'Częstotliwość ponownego przyłączenia, dolna granica', 'Frequenza di riconnessione, limite inferiore'),
  ('reconnectFreqMax', 'Wiederzuschaltfrequenz, obere Grenze', '重连频率上限', 'Częstotliwość ponownego przyłączenia, górna granica', 'Frequenza di riconnessione, limite superiore'),
  ('softStartRate', 'Leistungsgradient nach dem Start', '启动后功率爬坡速率', 'Gradient mocy po uruchomieniu', 'Gradiente di potenza dopo l''avvio'),
  ('fwStartFreq', 'Frequenz-Wirkleistung, Startfrequenz', '频率-有功起始频率', 'Częstotliwość-moc czynna, częstotliwość początkowa', 'Frequenza-potenza attiva, frequenza di inizio'),
  ('fwDroop', 'Frequenz-Wirkleistung, Statik', '频率-有功下垂率', 'Częstotliwość-moc czynna, statyzm', 'Frequenza-potenza attiva, statismo'),
  ('activePowerLimit', 'Wirkleistungsbegrenzung', '有功功率限制', 'Ograniczenie mocy czynnej', 'Limitazione della potenza attiva'),
  ('fixedPowerFactor', 'Vorgegebener Leistungsfaktor', '指定功率因数', 'Zadany współczynnik mocy', 'Fattore di potenza impostato'),
  ('wpfEnable', 'Kennlinie Leistungsfaktor über Wirkleistung', '有功-功率因数曲线', 'Charakterystyka współczynnika mocy od mocy czynnej', 'Curva fattore di potenza-potenza attiva'),
  ('qMode', 'Blindleistungsmodus (0 aus, 1 fester cos φ, 2 Q(U), 3 cos φ(P))', '无功功率模式 (0 关, 1 固定功率因数, 2 电压-无功, 3 有功-功率因数)', 'Tryb mocy biernej (0 wył., 1 stały cos φ, 2 Q(U), 3 cos φ(P))', 'Modalità potenza reattiva (0 off, 1 cos φ fisso, 2 Q(V), 3 cos φ(P))'),
  ('qResponseTime', 'Blindleistung, Einschwingzeit', '无功功率响应时间', 'Moc bierna, czas odpowiedzi', 'Potenza reattiva, tempo di risposta'),
  ('vvV1', 'Q(U) V1', '电压-无功 V1', 'Q(U) V1', 'Q(V) V1'),
  ('vvV2', 'Q(U) V2', '电压-无功 V2', 'Q(U) V2', 'Q(V) V2'),
  ('vvV3', 'Q(U) V3', '电压-无功 V3', 'Q(U) V3', 'Q(V) V3'),
  ('vvV4', 'Q(U) V4', '电压-无功 V4', 'Q(U) V4', 'Q(V) V4'),
  ('vvQ1', 'Q(U) Q1 (Anteil der Nennleistung)', '电压-无功 Q1 (额定功率占比)', 'Q(U) Q1 (udział mocy znamionowej)', 'Q(V) Q1 (quota della potenza nominale)'),
  ('vvQ4', 'Q(U) Q4 (Anteil der Nennleistung)', '电压-无功 Q4 (额定功率占比)', 'Q(U) Q4 (udział mocy znamionowej)', 'Q(V) Q4 (quota della potenza nominale)'),
  ('vwV1', 'P(U) V1', '电压-有功 V1', 'P(U) V1', 'P(V) V1'),
  ('vwV2', 'P(U) V2', '电压-有功 V2', 'P(U) V2', 'P(V) V2'),
  ('vwP2', 'P(U) P2 (Anteil der Nennleistung)', '电压-有功 P2 (额定功率占比)', 'P(U) P2 (udział mocy znamionowej)', 'P(V) P2 (quota della potenza nominale)')
) as t(code, de, zh, pl, it) on t.code = c.config_code
cross join lateral (values ('de_DE', t.de), ('zh_CN', t.zh), ('pl_PL', t.pl), ('it_IT', t.it)) as n(lang, name)
where c.create_by = 'seed'
on conflict (config_id, language) do nothing;
