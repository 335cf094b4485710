-- Issue 46: the shipping chain's documents as their owners publish them to the modules downstream
-- ("data flows down the chain, never retyped"). A reader whose list joins, filters or sorts on an
-- upstream document's columns reads these views, never the owner's table; one document's facts are
-- read through the owner's public.ts. Explicit columns: only those the readers use; plain views, so
-- the planner inlines them and a join costs what it did.

-- booking: the booking (every column is a fact of the document readers show, match or lock on)
create view booking_facts as
  select b.cgo_id, b.company_id, b.mbl_no, b.carrier, b.vessel, b.voyage, b.receipt_place, b.receipt_code, b.loading_place, b.loading_code,
         b.discharge_place, b.discharge_code, b.delivery_place, b.delivery_code, b.sailing_date, b.deadline, b.containers, b.created_at
    from bookings b;

-- booking: the booking order behind a booking (its state, its release and its sell price; never the desk's remarks or the held release)
create view booking_order_facts as
  select o.id, o.booking_no, o.company_id, o.cgo_id, o.status, o.body, o.carrier_code, o.carrier_booking_no, o.pol_code, o.vessel_call_id,
         o.release, o.released_at, o.price_snapshot
    from booking_orders o;

-- si: the shipping instruction (its state, numbers and the record as submitted)
create view si_facts as
  select s.id, s.company_id, s.cgo_id, s.no, s.status, s.deleted, s.created_by, s.reviewer_date, s.bl_no, s.record
    from si_records s;

-- packing: the packing list of a container and its goods lines
create view packing_list_facts as
  select p.id, p.company_id, p.pkl_no, p.pkl_source, p.pkl_cgo_id, p.pkl_booking_no, p.pkl_carrier, p.pkl_vessel, p.pkl_voyage, p.pkl_loading_code,
         p.pkl_discharge_code, p.pkl_delivery_code, p.pkl_cntr_type, p.pkl_slot, p.pkl_empty_depot, p.pkl_return_terminal, p.pkl_terminal_code,
         p.pkl_trucker_id, p.pkl_truck_plate, p.pkl_driver_name, p.pkl_cnno, p.pkl_non_iso, p.pkl_sealno, p.pkl_seal_source, p.pkl_tare_kg,
         p.pkl_max_gross_kg, p.pkl_stuff_place, p.pkl_stuff_at, p.pkl_num, p.pkl_weight, p.pkl_volume, p.pkl_parent_id, p.pkl_status,
         p.pkl_gated_in_at, p.version, p.created_by, p.created_at, p.updated_at
    from packing_lists p;
create view packing_list_line_facts as
  select l.pkl_id, l.pkd_seq, l.pkd_cngoods, l.pkd_goods, l.pkd_hscode, l.pkd_marks, l.pkd_package, l.pkd_num, l.pkd_weight, l.pkd_volume
    from packing_list_lines l;

-- vgm: a container's declared VGM, version by version
create view vgm_declaration_facts as
  select v.id, v.company_id, v.vgm_cgo_id, v.vgm_pkl_id, v.vgm_cnno, v.vgm_version, v.vgm_kg, v.vgm_method, v.vgm_weighed_at, v.vgm_signatory,
         v.vgm_status, v.vgm_terminal_status, v.vgm_measured_kg
    from vgm_declarations v;

-- containerEvents: a box's or vessel's event (what happened, where, when; retractions name the event they retract)
create view tracking_event_facts as
  select e.evt_id, e.evt_type, e.evt_code, e.evt_classifier, e.evt_at, e.evt_equipment_ref, e.evt_empty, e.evt_location, e.evt_vessel_name,
         e.evt_voyage, e.evt_doc_ref, e.evt_cgo_id, e.evt_hbl_no, e.evt_retracted, e.evt_retracts
    from tracking_events e;
