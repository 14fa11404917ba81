-- Italian alarm rule and battery alarm texts. 0181 seeded Italian rows with the
-- English words; rows an administrator has changed since keep their words.
with words(alarm_code, alarm_name, alarm_suggestion) as (values
  ('GRID_OV', 'Sovratensione di rete', 'La tensione di rete supera il limite del profilo di rete. Misurare la tensione sul connettore CA dell''inverter; se sale quando l''impianto immette, controllare lunghezza e sezione del cavo CA e i collegamenti, poi chiedere al gestore di rete se il profilo di rete è adatto al sito.'),
  ('GRID_UV', 'Sottotensione di rete', 'La tensione di rete è sotto il limite del profilo di rete, oppure l''inverter non vede la rete. Verificare che l''interruttore CA sia inserito e che i connettori CA del cavo principale siano bloccati, poi misurare la tensione di rete.'),
  ('GRID_OF', 'Sovrafrequenza di rete', 'La frequenza di rete supera il limite del profilo di rete. Un breve disturbo si risolve da solo e l''inverter si ricollega. Se si ripete, verificare che il profilo di rete corrisponda al paese (50 o 60 Hz) e segnalarlo al gestore di rete.'),
  ('GRID_UF', 'Sottofrequenza di rete', 'La frequenza di rete è sotto il limite del profilo di rete. Un breve disturbo si risolve da solo. Se si ripete, verificare che il profilo di rete corrisponda al paese (50 o 60 Hz) e segnalarlo al gestore di rete.'),
  ('ISLANDING', 'Funzionamento in isola rilevato', 'L''inverter ha perso la rete e ha smesso di immettere (protezione anti-isola). Controllare l''interruttore CA e se la rete è assente; l''inverter riparte da solo circa un minuto dopo il ritorno della rete.'),
  ('GRID_CONFIG', 'Errore di configurazione di rete', 'Il profilo di rete dell''inverter manca o non è adatto alla rete a cui è collegato. Inviare dalla console (configurazione inverter) il profilo di rete per il paese e il gestore di rete del sito, poi riavviare l''inverter.'),
  ('OVER_TEMP', 'Riduzione di potenza per sovratemperatura', 'L''inverter riduce la potenza per proteggersi dal calore. Assicurarsi che l''aria circoli liberamente intorno, che sia riparato dal sole diretto e non montato sulla superficie calda del tetto; rimuovere foglie o detriti intorno.'),
  ('INSULATION', 'Resistenza di isolamento bassa', 'L''isolamento tra gli ingressi FV e la terra è troppo basso. Controllare cavi e connettori FV per danni o acqua, soprattutto dopo la pioggia, e misurare l''isolamento di ogni modulo. Non toccare cavi danneggiati mentre i moduli sono illuminati.'),
  ('RESIDUAL_CURRENT', 'Corrente residua troppo alta', 'La corrente di dispersione verso terra ha superato il limite. Controllare la messa a terra dell''inverter e delle cornici dei moduli e cercare cavi e connettori danneggiati o bagnati.'),
  ('DC_BUS', 'Guasto interno: tensione del bus CC', 'Riavviare l''inverter: spegnere il suo interruttore CA per cinque minuti, poi riaccenderlo. Se l''allarme ritorna, sostituire l''inverter e comunicarne il numero di serie al fornitore.'),
  ('GRID_RELAY', 'Guasto interno: verifica del relè di rete fallita', 'L''autotest del relè di rete dell''inverter è fallito. Riavviarlo (interruttore CA spento per cinque minuti). Se l''allarme ritorna, sostituire l''inverter e comunicarne il numero di serie al fornitore.'),
  ('INTERNAL_COMM', 'Guasto interno: comunicazione tra i controllori', 'I controllori dell''inverter non comunicano tra loro. Riavviarlo (interruttore CA spento per cinque minuti) e aggiornarlo all''ultimo firmware; se l''allarme resta, sostituire l''inverter.'),
  ('PV_OPEN', 'Ingresso FV aperto', 'Nessuna tensione su questo ingresso con la luce del giorno. Verificare che il modulo sia collegato, che entrambi i connettori siano bloccati e che il cavo non sia tagliato. Se su questo ingresso non deve esserci alcun modulo, ignorare l''allarme.'),
  ('PV_LOW', 'Tensione dell''ingresso FV bassa', 'La tensione d''ingresso è troppo bassa per produrre. Cercare ombra, sporco o neve sul modulo e confrontare con gli altri ingressi; un modulo molto al di sotto degli altri può avere un diodo di bypass guasto.'),
  ('PV_REVERSE', 'Polarità dell''ingresso FV invertita', 'Positivo e negativo di questo ingresso sono scambiati. Scollegare il modulo solo quando non scorre corrente (coperto o dopo il tramonto) e ricollegarlo con la polarità corretta.'),
  ('PV_OVERVOLTAGE', 'Sovratensione dell''ingresso FV', 'La tensione del modulo supera il massimo dell''ingresso. Confrontare la tensione a vuoto del modulo alla temperatura minima del sito con la scheda tecnica dell''inverter; scollegare il modulo e usarne uno entro i limiti dell''ingresso.'),
  ('PV_SHADING', 'Sospetto ombreggiamento', 'Questo ingresso produce chiaramente meno degli altri ingressi dello stesso inverter. Cercare ombra di alberi, camini o neve, sporco, e un modulo incrinato o scolorito.'),
  ('not_reporting', 'Nessun rapporto', 'Nessun dato è arrivato con la luce del giorno. Controllare l''alimentazione e il collegamento Wi-Fi o PLC del dispositivo, e se il router del sito è online.'),
  ('underperformance', 'Resa insufficiente', 'L''impianto o l''ingresso produce chiaramente meno del previsto. Cercare ombra, sporco o neve, connettori aperti o danneggiati e limiti di potenza attivi.')
)
update iot_alarm_rule r set alarm_name = w.alarm_name, alarm_suggestion = w.alarm_suggestion
from words w, iot_alarm_rule en
where r.language = 'it_IT' and r.alarm_code = w.alarm_code
  and en.language = 'en_US' and en.alarm_type = r.alarm_type and en.bit_num = r.bit_num
  and r.alarm_name is not distinct from en.alarm_name and r.alarm_suggestion is not distinct from en.alarm_suggestion;

with words(alarm_type, bit_num, alarm_name) as (values
  ('alarm', 0, 'Tensione della cella alta'),
  ('alarm', 1, 'Tensione della cella bassa'),
  ('alarm', 2, 'Temperatura alta durante la carica'),
  ('alarm', 3, 'Temperatura bassa'),
  ('alarm', 4, 'Squilibrio tra le celle'),
  ('alarm', 5, 'Stato di carica basso'),
  ('alarm', 6, 'Comunicazione con il sistema di gestione della batteria persa'),
  ('protect', 0, 'Protezione da sovraccarica'),
  ('protect', 1, 'Protezione da scarica eccessiva'),
  ('protect', 2, 'Protezione da sovracorrente in carica'),
  ('protect', 3, 'Protezione da sovracorrente in scarica'),
  ('protect', 4, 'Protezione da cortocircuito'),
  ('protect', 5, 'Protezione da sovratemperatura'),
  ('protect', 6, 'Protezione da sottotemperatura')
)
update iot_battery_alarm_base b set alarm_name = w.alarm_name
from words w, iot_battery_alarm_base en
where b.language = 'it_IT' and b.alarm_type = w.alarm_type and b.bit_num = w.bit_num
  and en.language = 'en_US' and en.alarm_type = b.alarm_type and en.bit_num = b.bit_num and b.alarm_name = en.alarm_name;
