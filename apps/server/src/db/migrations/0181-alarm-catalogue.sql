-- The micro-inverter alarm catalogue (bit, code, level; name and what the
-- installer should do, per language). 'pv' rules are written once for every DC
-- input pv1 … pv6; Italian starts from the English text (0390 translates it).
with rule(alarm_type, bit_num, alarm_code, alarm_level) as (values
  ('mi', 0, 'GRID_OV', '2'), ('mi', 1, 'GRID_UV', '2'), ('mi', 2, 'GRID_OF', '3'), ('mi', 3, 'GRID_UF', '3'),
  ('mi', 4, 'ISLANDING', '1'), ('mi', 5, 'GRID_CONFIG', '1'), ('mi', 6, 'OVER_TEMP', '3'), ('mi', 7, 'INSULATION', '1'),
  ('mi', 8, 'RESIDUAL_CURRENT', '1'), ('mi', 9, 'DC_BUS', '1'), ('mi', 10, 'GRID_RELAY', '1'), ('mi', 11, 'INTERNAL_COMM', '2'),
  ('pv', 0, 'PV_OPEN', '3'), ('pv', 1, 'PV_LOW', '4'), ('pv', 2, 'PV_REVERSE', '1'), ('pv', 3, 'PV_OVERVOLTAGE', '1'), ('pv', 4, 'PV_SHADING', '4'),
  ('platform', 0, 'not_reporting', '2'), ('platform', 1, 'underperformance', '3')
), words(alarm_code, language, alarm_name, alarm_suggestion) as (values
  ('GRID_OV', 'en_US', 'Grid overvoltage', 'The grid voltage is above the limit of the grid profile. Measure the voltage at the inverter''s AC connector; if it rises when the plant feeds in, check the AC cable length and cross-section and the connections, then ask the grid operator whether the grid profile suits this site.'),
  ('GRID_OV', 'zh_CN', '电网过压', '电网电压高于并网配置的上限。测量逆变器交流接头处的电压；若发电时电压升高，请检查交流线缆长度、线径和接线，并向电网公司确认并网配置是否适合该站点。'),
  ('GRID_OV', 'de_DE', 'Netzüberspannung', 'Die Netzspannung liegt über der Grenze des Netzprofils. Spannung am AC-Stecker des Wechselrichters messen; steigt sie beim Einspeisen, AC-Leitungslänge, Querschnitt und Klemmen prüfen und beim Netzbetreiber klären, ob das Netzprofil zum Standort passt.'),
  ('GRID_OV', 'pl_PL', 'Przepięcie sieci', 'Napięcie sieci przekracza limit profilu sieciowego. Zmierz napięcie na złączu AC mikroinwertera; jeśli rośnie podczas oddawania energii, sprawdź długość i przekrój kabla AC oraz połączenia, a następnie zapytaj operatora sieci, czy profil sieciowy pasuje do instalacji.'),
  ('GRID_UV', 'en_US', 'Grid undervoltage', 'The grid voltage is below the limit of the grid profile, or the inverter sees no grid. Check that the AC breaker is on and the AC connectors of the trunk cable are locked, then measure the grid voltage.'),
  ('GRID_UV', 'zh_CN', '电网欠压', '电网电压低于并网配置的下限，或逆变器检测不到电网。请确认交流断路器已合闸、交流主干线缆接头已锁紧，然后测量电网电压。'),
  ('GRID_UV', 'de_DE', 'Netzunterspannung', 'Die Netzspannung liegt unter der Grenze des Netzprofils oder der Wechselrichter sieht kein Netz. Prüfen, ob der AC-Leitungsschutzschalter eingeschaltet ist und die Stecker des AC-Stammkabels eingerastet sind, dann die Netzspannung messen.'),
  ('GRID_UV', 'pl_PL', 'Zbyt niskie napięcie sieci', 'Napięcie sieci jest poniżej limitu profilu sieciowego lub mikroinwerter nie widzi sieci. Sprawdź, czy wyłącznik AC jest załączony, a złącza kabla magistralnego AC zatrzaśnięte, następnie zmierz napięcie sieci.'),
  ('GRID_OF', 'en_US', 'Grid overfrequency', 'The grid frequency is above the limit of the grid profile. A short disturbance clears by itself and the inverter reconnects. If it repeats, check that the grid profile matches the country (50 or 60 Hz) and report it to the grid operator.'),
  ('GRID_OF', 'zh_CN', '电网过频', '电网频率高于并网配置的上限。短暂扰动会自行恢复，逆变器会自动重新并网。若反复出现，请确认并网配置与所在国家一致（50 或 60 Hz），并告知电网公司。'),
  ('GRID_OF', 'de_DE', 'Netzüberfrequenz', 'Die Netzfrequenz liegt über der Grenze des Netzprofils. Eine kurze Störung endet von selbst und der Wechselrichter schaltet sich wieder zu. Wiederholt es sich, prüfen, ob das Netzprofil zum Land passt (50 oder 60 Hz), und den Netzbetreiber informieren.'),
  ('GRID_OF', 'pl_PL', 'Zbyt wysoka częstotliwość sieci', 'Częstotliwość sieci przekracza limit profilu sieciowego. Krótkie zakłócenie ustępuje samo i mikroinwerter ponownie się przyłącza. Jeśli się powtarza, sprawdź, czy profil sieciowy odpowiada krajowi (50 lub 60 Hz), i zgłoś to operatorowi sieci.'),
  ('GRID_UF', 'en_US', 'Grid underfrequency', 'The grid frequency is below the limit of the grid profile. A short disturbance clears by itself. If it repeats, check that the grid profile matches the country (50 or 60 Hz) and report it to the grid operator.'),
  ('GRID_UF', 'zh_CN', '电网欠频', '电网频率低于并网配置的下限。短暂扰动会自行恢复。若反复出现，请确认并网配置与所在国家一致（50 或 60 Hz），并告知电网公司。'),
  ('GRID_UF', 'de_DE', 'Netzunterfrequenz', 'Die Netzfrequenz liegt unter der Grenze des Netzprofils. Eine kurze Störung endet von selbst. Wiederholt es sich, prüfen, ob das Netzprofil zum Land passt (50 oder 60 Hz), und den Netzbetreiber informieren.'),
  ('GRID_UF', 'pl_PL', 'Zbyt niska częstotliwość sieci', 'Częstotliwość sieci jest poniżej limitu profilu sieciowego. Krótkie zakłócenie ustępuje samo. Jeśli się powtarza, sprawdź, czy profil sieciowy odpowiada krajowi (50 lub 60 Hz), i zgłoś to operatorowi sieci.'),
  ('ISLANDING', 'en_US', 'Islanding detected', 'The inverter lost the grid and stopped feeding in (anti-islanding protection). Check the AC breaker and whether the grid is down; the inverter restarts by itself about a minute after the grid returns.'),
  ('ISLANDING', 'zh_CN', '检测到孤岛', '逆变器失去电网并停止发电（防孤岛保护）。请检查交流断路器以及电网是否停电；电网恢复约一分钟后逆变器会自动重新启动。'),
  ('ISLANDING', 'de_DE', 'Inselbildung erkannt', 'Der Wechselrichter hat das Netz verloren und speist nicht mehr ein (Inselnetzschutz). AC-Leitungsschutzschalter und Netzausfall prüfen; etwa eine Minute nach Netzwiederkehr startet er von selbst.'),
  ('ISLANDING', 'pl_PL', 'Wykryto pracę wyspową', 'Mikroinwerter utracił sieć i przestał oddawać energię (ochrona przed pracą wyspową). Sprawdź wyłącznik AC i czy nie ma awarii sieci; mikroinwerter uruchomi się sam około minuty po powrocie sieci.'),
  ('GRID_CONFIG', 'en_US', 'Grid configuration error', 'The grid profile on the inverter is missing or does not fit the grid it is connected to. Send the grid profile for the site''s country and grid operator from the console (inverter configuration), then restart the inverter.'),
  ('GRID_CONFIG', 'zh_CN', '并网配置错误', '逆变器上的并网配置缺失或与所接电网不符。请在控制台（逆变器配置）下发与站点所在国家和电网公司相符的并网配置，然后重启逆变器。'),
  ('GRID_CONFIG', 'de_DE', 'Fehler in der Netzkonfiguration', 'Das Netzprofil des Wechselrichters fehlt oder passt nicht zum angeschlossenen Netz. Das Netzprofil für Land und Netzbetreiber des Standorts über die Konsole (Wechselrichterkonfiguration) senden und den Wechselrichter neu starten.'),
  ('GRID_CONFIG', 'pl_PL', 'Błąd konfiguracji sieci', 'Profil sieciowy mikroinwertera jest brakujący lub nie pasuje do sieci, do której jest przyłączony. Wyślij z konsoli (konfiguracja inwertera) profil dla kraju i operatora sieci instalacji, a następnie uruchom mikroinwerter ponownie.'),
  ('OVER_TEMP', 'en_US', 'Over-temperature derating', 'The inverter reduces its power to protect itself from heat. Make sure air flows freely around it, that it is shaded from direct sun and not mounted on the hot roof surface; remove leaves or debris around it.'),
  ('OVER_TEMP', 'zh_CN', '过温降额', '逆变器为防止过热正在降低功率。请确保其周围通风良好、避免阳光直射、没有直接贴装在发热的屋面上，并清除周围的落叶和杂物。'),
  ('OVER_TEMP', 'de_DE', 'Leistungsreduzierung wegen Übertemperatur', 'Der Wechselrichter reduziert seine Leistung, um sich vor Hitze zu schützen. Für freie Luftzirkulation sorgen, vor direkter Sonne schützen, nicht direkt auf der heißen Dachfläche montieren; Laub und Schmutz entfernen.'),
  ('OVER_TEMP', 'pl_PL', 'Ograniczenie mocy z powodu przegrzania', 'Mikroinwerter ogranicza moc, aby chronić się przed przegrzaniem. Zapewnij swobodny przepływ powietrza, osłonę przed bezpośrednim słońcem i montaż z dala od nagrzanej powierzchni dachu; usuń liście i zanieczyszczenia.'),
  ('INSULATION', 'en_US', 'Low insulation resistance', 'The insulation between the PV inputs and earth is too low. Check PV cables and connectors for damage or water, especially after rain, and measure the insulation of each module. Do not touch damaged cables while the modules are in light.'),
  ('INSULATION', 'zh_CN', '绝缘阻抗低', '光伏输入对地绝缘阻抗过低。请检查光伏线缆和接头是否破损或进水（尤其是雨后），并逐块测量组件绝缘。组件受光时请勿触碰破损线缆。'),
  ('INSULATION', 'de_DE', 'Isolationswiderstand zu niedrig', 'Die Isolation zwischen den PV-Eingängen und Erde ist zu gering. PV-Kabel und Stecker auf Schäden oder Wasser prüfen, besonders nach Regen, und die Isolation jedes Moduls messen. Beschädigte Kabel nicht berühren, solange Licht auf die Module fällt.'),
  ('INSULATION', 'pl_PL', 'Niska rezystancja izolacji', 'Izolacja między wejściami PV a ziemią jest zbyt niska. Sprawdź kable i złącza PV pod kątem uszkodzeń lub wody, zwłaszcza po deszczu, i zmierz izolację każdego modułu. Nie dotykaj uszkodzonych kabli, gdy na moduły pada światło.'),
  ('RESIDUAL_CURRENT', 'en_US', 'Residual current too high', 'The leakage current to earth exceeded the limit. Check the earthing of the inverter and the module frames, and look for damaged or wet cables and connectors.'),
  ('RESIDUAL_CURRENT', 'zh_CN', '漏电流过大', '对地漏电流超过限值。请检查逆变器和组件边框的接地，并排查破损或受潮的线缆和接头。'),
  ('RESIDUAL_CURRENT', 'de_DE', 'Fehlerstrom zu hoch', 'Der Ableitstrom gegen Erde hat die Grenze überschritten. Erdung des Wechselrichters und der Modulrahmen prüfen und nach beschädigten oder nassen Kabeln und Steckern suchen.'),
  ('RESIDUAL_CURRENT', 'pl_PL', 'Zbyt wysoki prąd upływu', 'Prąd upływu do ziemi przekroczył limit. Sprawdź uziemienie mikroinwertera i ram modułów oraz poszukaj uszkodzonych lub zawilgoconych kabli i złączy.'),
  ('DC_BUS', 'en_US', 'Internal fault: DC bus voltage', 'Restart the inverter: switch off its AC breaker for five minutes, then on. If the alarm comes back, replace the inverter and report its serial number to your supplier.'),
  ('DC_BUS', 'zh_CN', '内部故障：直流母线电压异常', '请重启逆变器：断开交流断路器五分钟后再合上。若告警再次出现，请更换逆变器并将其序列号报给供应商。'),
  ('DC_BUS', 'de_DE', 'Interner Fehler: Zwischenkreisspannung', 'Wechselrichter neu starten: AC-Leitungsschutzschalter fünf Minuten ausschalten, dann wieder ein. Kommt der Alarm wieder, Wechselrichter tauschen und die Seriennummer dem Lieferanten melden.'),
  ('DC_BUS', 'pl_PL', 'Błąd wewnętrzny: napięcie szyny DC', 'Uruchom mikroinwerter ponownie: wyłącz wyłącznik AC na pięć minut, a następnie włącz. Jeśli alarm wróci, wymień mikroinwerter i zgłoś jego numer seryjny dostawcy.'),
  ('GRID_RELAY', 'en_US', 'Internal fault: grid relay check failed', 'The inverter''s self-test of its grid relay failed. Restart it (AC breaker off for five minutes). If the alarm comes back, replace the inverter and report its serial number to your supplier.'),
  ('GRID_RELAY', 'zh_CN', '内部故障：并网继电器自检失败', '逆变器并网继电器自检失败。请重启逆变器（断开交流断路器五分钟）。若告警再次出现，请更换逆变器并将其序列号报给供应商。'),
  ('GRID_RELAY', 'de_DE', 'Interner Fehler: Netzrelais-Prüfung fehlgeschlagen', 'Der Selbsttest des Netzrelais ist fehlgeschlagen. Wechselrichter neu starten (AC-Leitungsschutzschalter fünf Minuten aus). Kommt der Alarm wieder, Wechselrichter tauschen und die Seriennummer dem Lieferanten melden.'),
  ('GRID_RELAY', 'pl_PL', 'Błąd wewnętrzny: test przekaźnika sieciowego', 'Autotest przekaźnika sieciowego nie powiódł się. Uruchom mikroinwerter ponownie (wyłącznik AC wyłączony na pięć minut). Jeśli alarm wróci, wymień mikroinwerter i zgłoś jego numer seryjny dostawcy.'),
  ('INTERNAL_COMM', 'en_US', 'Internal fault: controller communication', 'The inverter''s controllers do not talk to each other. Restart it (AC breaker off for five minutes) and upgrade it to the latest firmware; if the alarm stays, replace the inverter.'),
  ('INTERNAL_COMM', 'zh_CN', '内部故障：控制器通信异常', '逆变器内部控制器之间通信中断。请重启逆变器（断开交流断路器五分钟）并升级到最新固件；若告警仍在，请更换逆变器。'),
  ('INTERNAL_COMM', 'de_DE', 'Interner Fehler: Kommunikation der Steuerungen', 'Die Steuerungen des Wechselrichters verständigen sich nicht. Neu starten (AC-Leitungsschutzschalter fünf Minuten aus) und auf die neueste Firmware aktualisieren; bleibt der Alarm, Wechselrichter tauschen.'),
  ('INTERNAL_COMM', 'pl_PL', 'Błąd wewnętrzny: komunikacja sterowników', 'Sterowniki mikroinwertera nie komunikują się ze sobą. Uruchom go ponownie (wyłącznik AC wyłączony na pięć minut) i zaktualizuj do najnowszego oprogramowania; jeśli alarm pozostaje, wymień mikroinwerter.'),
  ('PV_OPEN', 'en_US', 'PV input open', 'No voltage on this input in daylight. Check that the module is connected, both connectors are fully locked and the cable is not cut. If no module is meant to be on this input, ignore the alarm.'),
  ('PV_OPEN', 'zh_CN', '光伏输入开路', '白天该输入没有电压。请检查组件是否已接入、两个接头是否完全锁紧、线缆是否断开。若该输入本就未接组件，可忽略此告警。'),
  ('PV_OPEN', 'de_DE', 'PV-Eingang offen', 'Bei Tageslicht keine Spannung an diesem Eingang. Prüfen, ob das Modul angeschlossen ist, beide Stecker eingerastet sind und das Kabel nicht unterbrochen ist. Ist an diesem Eingang kein Modul vorgesehen, den Alarm ignorieren.'),
  ('PV_OPEN', 'pl_PL', 'Wejście PV rozwarte', 'Brak napięcia na tym wejściu przy świetle dziennym. Sprawdź, czy moduł jest podłączony, oba złącza są zatrzaśnięte, a kabel nie jest przerwany. Jeśli do tego wejścia nie ma być podłączony moduł, zignoruj alarm.'),
  ('PV_LOW', 'en_US', 'PV input voltage low', 'The input voltage is too low to produce. Look for shade, dirt or snow on the module, and compare with the other inputs; a module far below the others may have a failed bypass diode.'),
  ('PV_LOW', 'zh_CN', '光伏输入电压低', '输入电压过低，无法发电。请检查组件是否有遮挡、脏污或积雪，并与其他输入比较；明显低于其他组件的可能是旁路二极管损坏。'),
  ('PV_LOW', 'de_DE', 'PV-Eingangsspannung zu niedrig', 'Die Eingangsspannung reicht zum Einspeisen nicht. Auf Verschattung, Schmutz oder Schnee am Modul prüfen und mit den anderen Eingängen vergleichen; ein Modul weit unter den anderen hat womöglich eine defekte Bypass-Diode.'),
  ('PV_LOW', 'pl_PL', 'Zbyt niskie napięcie wejścia PV', 'Napięcie wejściowe jest za niskie do produkcji. Sprawdź zacienienie, zabrudzenie lub śnieg na module i porównaj z innymi wejściami; moduł znacznie słabszy od pozostałych może mieć uszkodzoną diodę bocznikującą.'),
  ('PV_REVERSE', 'en_US', 'PV input reverse polarity', 'Plus and minus of this input are swapped. Disconnect the module only when no current flows (covered or after dark) and connect it again with the right polarity.'),
  ('PV_REVERSE', 'zh_CN', '光伏输入反接', '该输入正负极接反。请仅在无电流时（组件遮盖或天黑后）断开组件，并按正确极性重新连接。'),
  ('PV_REVERSE', 'de_DE', 'PV-Eingang verpolt', 'Plus und Minus dieses Eingangs sind vertauscht. Das Modul nur stromlos trennen (abgedeckt oder nach Einbruch der Dunkelheit) und polrichtig wieder anschließen.'),
  ('PV_REVERSE', 'pl_PL', 'Odwrócona polaryzacja wejścia PV', 'Plus i minus tego wejścia są zamienione. Odłącz moduł tylko wtedy, gdy nie płynie prąd (zakryty lub po zmroku), i podłącz go ponownie z właściwą polaryzacją.'),
  ('PV_OVERVOLTAGE', 'en_US', 'PV input overvoltage', 'The module voltage exceeds the input''s maximum. Compare the module''s open-circuit voltage at the lowest site temperature with the inverter''s data sheet; disconnect the module and use one within the input range.'),
  ('PV_OVERVOLTAGE', 'zh_CN', '光伏输入过压', '组件电压超过该输入的最大值。请将组件在站点最低温度下的开路电压与逆变器规格书对比；断开该组件，换用电压在输入范围内的组件。'),
  ('PV_OVERVOLTAGE', 'de_DE', 'PV-Eingang Überspannung', 'Die Modulspannung übersteigt das Maximum des Eingangs. Die Leerlaufspannung des Moduls bei der tiefsten Standorttemperatur mit dem Datenblatt des Wechselrichters vergleichen; Modul trennen und eines im Eingangsbereich verwenden.'),
  ('PV_OVERVOLTAGE', 'pl_PL', 'Przepięcie na wejściu PV', 'Napięcie modułu przekracza maksimum wejścia. Porównaj napięcie jałowe modułu przy najniższej temperaturze w miejscu instalacji z kartą katalogową mikroinwertera; odłącz moduł i użyj modułu mieszczącego się w zakresie wejścia.'),
  ('PV_SHADING', 'en_US', 'Suspected shading', 'This input produces clearly less than the other inputs of the same inverter. Look for shade from trees, chimneys or snow, for dirt, and for a cracked or discoloured module.'),
  ('PV_SHADING', 'zh_CN', '疑似遮挡', '该输入的发电量明显低于同一逆变器的其他输入。请检查树木、烟囱或积雪造成的遮挡、脏污，以及组件是否破裂或变色。'),
  ('PV_SHADING', 'de_DE', 'Verschattung vermutet', 'Dieser Eingang erzeugt deutlich weniger als die anderen Eingänge desselben Wechselrichters. Nach Schatten von Bäumen, Kaminen oder Schnee, nach Schmutz und nach gesprungenen oder verfärbten Modulen suchen.'),
  ('PV_SHADING', 'pl_PL', 'Podejrzenie zacienienia', 'To wejście produkuje wyraźnie mniej niż pozostałe wejścia tego samego mikroinwertera. Poszukaj cienia drzew, kominów lub śniegu, zabrudzeń oraz pękniętych lub przebarwionych modułów.'),
  ('not_reporting', 'en_US', 'Not reporting', 'No data arrived in daylight. Check the power supply and the Wi-Fi or PLC link of the device, and whether the router of the site is online.'),
  ('not_reporting', 'zh_CN', '未上报数据', '白天没有收到数据。请检查设备供电、Wi-Fi 或 PLC 通信，以及站点路由器是否在线。'),
  ('not_reporting', 'de_DE', 'Keine Daten', 'Bei Tageslicht kamen keine Daten. Stromversorgung und WLAN- oder PLC-Verbindung des Geräts prüfen und ob der Router am Standort online ist.'),
  ('not_reporting', 'pl_PL', 'Brak danych', 'W ciągu dnia nie napłynęły żadne dane. Sprawdź zasilanie oraz połączenie Wi-Fi lub PLC urządzenia i czy router w miejscu instalacji jest online.'),
  ('underperformance', 'en_US', 'Underperformance', 'The plant or input produces clearly less than expected. Look for shade, dirt or snow, open or damaged connectors, and active power limits.'),
  ('underperformance', 'zh_CN', '发电量偏低', '电站或输入的发电量明显低于预期。请检查遮挡、脏污或积雪，开路或损坏的接头，以及有功功率限制。'),
  ('underperformance', 'de_DE', 'Minderleistung', 'Die Anlage oder der Eingang erzeugt deutlich weniger als erwartet. Nach Verschattung, Schmutz oder Schnee, offenen oder beschädigten Steckern und aktiven Leistungsbegrenzungen suchen.'),
  ('underperformance', 'pl_PL', 'Zbyt niska produkcja', 'Instalacja lub wejście produkuje wyraźnie mniej niż oczekiwano. Sprawdź zacienienie, zabrudzenie lub śnieg, rozłączone lub uszkodzone złącza oraz aktywne ograniczenia mocy.')
), texts as (
  select * from words union all select alarm_code, 'it_IT', alarm_name, alarm_suggestion from words where language = 'en_US'
)
insert into iot_alarm_rule (alarm_type, bit_num, alarm_code, alarm_level, language, alarm_name, alarm_suggestion, create_by)
select coalesce(pv.t, rule.alarm_type), rule.bit_num, rule.alarm_code, rule.alarm_level, texts.language, texts.alarm_name, texts.alarm_suggestion, 'admin'
from rule join texts using (alarm_code)
left join unnest(array['pv1', 'pv2', 'pv3', 'pv4', 'pv5', 'pv6']) as pv(t) on rule.alarm_type = 'pv'
order by 1, 2, 5;

-- Battery alarm base: what the battery management system's bits mean.
with base(alarm_type, bit_num, en, zh, de, pl) as (values
  ('alarm', 0, 'Cell voltage high', '电芯电压高', 'Zellspannung hoch', 'Wysokie napięcie ogniwa'),
  ('alarm', 1, 'Cell voltage low', '电芯电压低', 'Zellspannung niedrig', 'Niskie napięcie ogniwa'),
  ('alarm', 2, 'Temperature high while charging', '充电温度高', 'Temperatur beim Laden hoch', 'Wysoka temperatura podczas ładowania'),
  ('alarm', 3, 'Temperature low', '温度低', 'Temperatur niedrig', 'Niska temperatura'),
  ('alarm', 4, 'Cell imbalance', '电芯不均衡', 'Zellen unausgeglichen', 'Niezrównoważenie ogniw'),
  ('alarm', 5, 'State of charge low', '电量低', 'Ladezustand niedrig', 'Niski stan naładowania'),
  ('alarm', 6, 'Battery management communication lost', '电池管理系统通信中断', 'Kommunikation mit dem Batteriemanagement unterbrochen', 'Utracono komunikację z systemem zarządzania baterią'),
  ('protect', 0, 'Overcharge protection', '过充保护', 'Überladeschutz', 'Ochrona przed przeładowaniem'),
  ('protect', 1, 'Over-discharge protection', '过放保护', 'Tiefentladeschutz', 'Ochrona przed nadmiernym rozładowaniem'),
  ('protect', 2, 'Charge overcurrent protection', '充电过流保护', 'Überstromschutz beim Laden', 'Ochrona nadprądowa ładowania'),
  ('protect', 3, 'Discharge overcurrent protection', '放电过流保护', 'Überstromschutz beim Entladen', 'Ochrona nadprądowa rozładowania'),
  ('protect', 4, 'Short-circuit protection', '短路保护', 'Kurzschlussschutz', 'Ochrona przed zwarciem'),
  ('protect', 5, 'Over-temperature protection', '过温保护', 'Übertemperaturschutz', 'Ochrona przed przegrzaniem'),
  ('protect', 6, 'Under-temperature protection', '低温保护', 'Untertemperaturschutz', 'Ochrona przed zbyt niską temperaturą')
)
insert into iot_battery_alarm_base (alarm_type, bit_num, language, alarm_name, create_by)
select alarm_type, bit_num, l.language, l.alarm_name, 'admin'
from base cross join lateral (values ('en_US', en), ('zh_CN', zh), ('de_DE', de), ('pl_PL', pl), ('it_IT', en)) as l(language, alarm_name)
order by 1, 2, 3;
